import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import {
  isEmptyList,
  listKey,
  listParams,
  type AssessmentList,
} from '../../../lib/assessment/assessment-list.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadSideEffectResponseSchema = () =>
  import('@medkompass/contracts/side-effects.ts').then(
    (contract) => contract.sideEffectResponseSchema,
  );

/** GET /api/side-effects: the list's side effects by organ system, and those matching `q`. */
export function sideEffectsQueryOptions(list: AssessmentList, q: string) {
  return queryOptions({
    queryKey: ['side-effects', q, ...listKey(list)] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/side-effects', { ...listParams(list), q }, loadSideEffectResponseSchema, signal),
    enabled: !isEmptyList(list),
    staleTime: 10 * 60_000,
    // While the next term's answer is on its way, the last one stays instead of a flicker.
    placeholderData: keepPreviousData,
  });
}

export function useSideEffects(list: AssessmentList, q: string) {
  return useQuery(sideEffectsQueryOptions(list, q));
}
