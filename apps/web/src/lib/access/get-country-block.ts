import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadCountryBlockResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.countryBlockResponseSchema);

/** GET /api/auth/checkCountryBlock: whether the caller's country may not see interactions. */
export async function fetchCountryBlock(signal?: AbortSignal): Promise<boolean> {
  const { block } = await apiGet(
    '/api/auth/checkCountryBlock',
    {},
    loadCountryBlockResponseSchema,
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
