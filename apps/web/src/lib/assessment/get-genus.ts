import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { genusResponseSchema } from '@medkompass/contracts/document-results.ts';
import { apiGet } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

export type GenusResponse = ReturnType<typeof genusResponseSchema.parse>;

/**
 * GET /api/genus?nslIds=…&nplIds=…: one result per searched entry and the Swedish sex-and-gender
 * (genus) documents they refer to.
 */
export function fetchGenus(list: AssessmentList, signal?: AbortSignal): Promise<GenusResponse> {
  return apiGet(sourceDefinition('genus').apiPath, listParams(list), genusResponseSchema, signal);
}

export function genusQueryOptions(list: AssessmentList, enabled: boolean) {
  return queryOptions({
    queryKey: ['assessment', 'genus', ...listKey(list)] as const,
    queryFn: ({ signal }) => fetchGenus(list, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}

export function useGenus(list: AssessmentList, enabled: boolean) {
  return useQuery(genusQueryOptions(list, enabled));
}
