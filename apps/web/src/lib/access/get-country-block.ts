import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryBlockResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/auth/checkCountryBlock: whether the caller's country may not see interactions. */
export async function fetchCountryBlock(signal?: AbortSignal): Promise<boolean> {
  const { block } = await apiGet(
    '/api/auth/checkCountryBlock',
    {},
    countryBlockResponseSchema,
    signal,
  );
  return block;
}

export function countryBlockQueryOptions() {
  return queryOptions({
    queryKey: ['country-block'] as const,
    queryFn: ({ signal }) => fetchCountryBlock(signal),
    staleTime: 30 * 60_000,
  });
}

export function useCountryBlock() {
  return useQuery(countryBlockQueryOptions());
}
