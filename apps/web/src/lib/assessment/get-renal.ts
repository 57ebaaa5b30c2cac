import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { renalResponseSchema } from '@medkompass/contracts/document-results.ts';
import { apiGet } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

export type RenalResponse = ReturnType<typeof renalResponseSchema.parse>;

/**
 * GET /api/njurfunktion?nslIds=…&nplIds=…: one result per searched entry and the renal documents
 * (recommendations per eGFR interval) they refer to.
 */
export function fetchRenal(list: AssessmentList, signal?: AbortSignal): Promise<RenalResponse> {
  return apiGet(
    sourceDefinition('njurfunktion').apiPath,
    listParams(list),
    renalResponseSchema,
    signal,
  );
}

export function renalQueryOptions(list: AssessmentList, enabled: boolean) {
  return queryOptions({
    queryKey: ['assessment', 'njurfunktion', ...listKey(list)] as const,
    queryFn: ({ signal }) => fetchRenal(list, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}

export function useRenal(list: AssessmentList, enabled: boolean) {
  return useQuery(renalQueryOptions(list, enabled));
}
