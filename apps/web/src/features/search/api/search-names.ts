import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHit, SearchLanguage } from '@medkompass/contracts/search.ts';
import { SEARCH_DEFAULT_LIMIT } from '@medkompass/contracts/search-limits.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadSearchResponseSchema = () =>
  import('@medkompass/contracts/search.ts').then((contract) => contract.searchResponseSchema);

/**
 * GET /api/search?q=…&limit=…: products and substances whose names match `q`, described in
 * English on the English pages (`lang=en`: English substance and form names).
 */
export async function fetchSearchHits(
  q: string,
  limit: number,
  signal?: AbortSignal,
  language: SearchLanguage = 'sv',
): Promise<SearchHit[]> {
  // Swedish asks without `lang`, so its answers share the caches' entries with older clients.
  const params: Record<string, string | number> = { q, limit };
  if (language !== 'sv') params.lang = language;
  const response = await apiGet('/api/search', params, loadSearchResponseSchema, signal);
  return response.hits;
}

export function searchHitsQueryOptions(
  q: string,
  limit: number = SEARCH_DEFAULT_LIMIT,
  language: SearchLanguage = 'sv',
) {
  return queryOptions({
    queryKey: ['search', q, limit, language] as const,
    queryFn: ({ signal }) => fetchSearchHits(q, limit, signal, language),
    enabled: q !== '',
    staleTime: 5 * 60_000,
  });
}

export function useSearchHits(q: string, language: SearchLanguage = 'sv') {
  return useQuery(searchHitsQueryOptions(q, SEARCH_DEFAULT_LIMIT, language));
}
