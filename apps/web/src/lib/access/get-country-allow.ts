import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadCountryAllowResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.countryAllowResponseSchema);

/** GET /api/auth/checkCountryAllow: whether the caller's country may see njurfunktion. */
export async function fetchCountryAllow(signal?: AbortSignal): Promise<boolean> {
  const { allow } = await apiGet(
    '/api/auth/checkCountryAllow',
    {},
    loadCountryAllowResponseSchema,
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
