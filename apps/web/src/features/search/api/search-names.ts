import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { SEARCH_DEFAULT_LIMIT } from '@medkompass/contracts/search-limits.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadSearchResponseSchema = () =>
  import('@medkompass/contracts/search.ts').then((contract) => contract.searchResponseSchema);

/** GET /api/search?q=…&limit=…: products and substances whose names match `q`. */
export async function fetchSearchHits(
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const response = await apiGet('/api/search', { q, limit }, loadSearchResponseSchema, signal);
  return response.hits;
}

export function searchHitsQueryOptions(q: string, limit: number = SEARCH_DEFAULT_LIMIT) {
  return queryOptions({
    queryKey: ['search', q, limit] as const,
    queryFn: ({ signal }) => fetchSearchHits(q, limit, signal),
    enabled: q !== '',
    staleTime: 5 * 60_000,
  });
}

export function useSearchHits(q: string) {
  return useQuery(searchHitsQueryOptions(q));
}
