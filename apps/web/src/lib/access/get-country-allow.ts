import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryAllowResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/auth/checkCountryAllow: whether the caller's country may see njurfunktion. */
export async function fetchCountryAllow(signal?: AbortSignal): Promise<boolean> {
  const { allow } = await apiGet(
    '/api/auth/checkCountryAllow',
    {},
    countryAllowResponseSchema,
    signal,
  );
  return allow;
}

export function countryAllowQueryOptions() {
  return queryOptions({
    queryKey: ['country-allow'] as const,
    queryFn: ({ signal }) => fetchCountryAllow(signal),
    staleTime: 30 * 60_000,
  });
}

export function useCountryAllow() {
  return useQuery(countryAllowQueryOptions());
}
