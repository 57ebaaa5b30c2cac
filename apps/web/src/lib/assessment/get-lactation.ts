import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { lactationResponseSchema } from '@medkompass/contracts/document-results.ts';
import { apiGet } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

export type LactationResponse = ReturnType<typeof lactationResponseSchema.parse>;

/**
 * GET /api/lactation?nslIds=…&nplIds=…: one result per searched entry and the lactation documents they
 * refer to.
 */
export function fetchLactation(
  list: AssessmentList,
  signal?: AbortSignal,
): Promise<LactationResponse> {
  return apiGet(
    sourceDefinition('lactation').apiPath,
    listParams(list),
    lactationResponseSchema,
    signal,
  );
}

export function lactationQueryOptions(list: AssessmentList, enabled: boolean) {
  return queryOptions({
    queryKey: ['assessment', 'lactation', ...listKey(list)] as const,
    queryFn: ({ signal }) => fetchLactation(list, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}

export function useLactation(list: AssessmentList, enabled: boolean) {
  return useQuery(lactationQueryOptions(list, enabled));
}
