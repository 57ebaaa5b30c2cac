import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { birthDefectResponseSchema } from '@medkompass/contracts/document-results.ts';
import { apiGet } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

export type BirthDefectResponse = ReturnType<typeof birthDefectResponseSchema.parse>;

/**
 * GET /api/birthdefect?nslIds=…&nplIds=…: one result per searched entry and the birth-defect (fetal impact)
 * documents they refer to.
 */
export function fetchBirthDefect(
  list: AssessmentList,
  signal?: AbortSignal,
): Promise<BirthDefectResponse> {
  return apiGet(
    sourceDefinition('birthdefect').apiPath,
    listParams(list),
    birthDefectResponseSchema,
    signal,
  );
}

export function birthDefectQueryOptions(list: AssessmentList, enabled: boolean) {
  return queryOptions({
    queryKey: ['assessment', 'birthdefect', ...listKey(list)] as const,
    queryFn: ({ signal }) => fetchBirthDefect(list, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}

export function useBirthDefect(list: AssessmentList, enabled: boolean) {
  return useQuery(birthDefectQueryOptions(list, enabled));
}
