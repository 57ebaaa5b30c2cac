import { queryOptions, useQuery } from '@tanstack/react-query';
import { substanceListResponseSchema, type Substance } from '@medkompass/contracts/substance.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/substance?ids=…: the substances of the given nslIds; unknown ids are absent. */
export function fetchSubstances(
  nslIds: readonly string[],
  signal?: AbortSignal,
): Promise<Substance[]> {
  return apiGet('/api/substance', { ids: nslIds }, substanceListResponseSchema, signal);
}

/** Keyed by the (sorted) ids, so an answer for another list can never be shown for this one. */
export function substancesQueryOptions(nslIds: readonly string[]) {
  const ids = [...nslIds].sort();
  return queryOptions({
    queryKey: ['substances', ids] as const,
    queryFn: ({ signal }) => fetchSubstances(ids, signal),
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

export function useSubstances(nslIds: readonly string[]) {
  return useQuery(substancesQueryOptions(nslIds));
}
