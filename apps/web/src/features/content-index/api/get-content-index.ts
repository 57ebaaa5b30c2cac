import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ContentIndexResponse } from '@medkompass/contracts/content-index.ts';
import type {
  ContentIndexSource,
  IndexCharacter,
  IndexClassification,
} from '@medkompass/contracts/content-index-paths.ts';
import { apiGet, type QueryParams } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadContentIndexResponseSchema = () =>
  import('@medkompass/contracts/content-index.ts').then(
    (contract) => contract.contentIndexResponseSchema,
  );

/** Documents per request; the list grows by a page as the reader scrolls or asks for more. */
export const CONTENT_INDEX_PAGE_SIZE = 50;

export interface ContentIndexFilter {
  character?: IndexCharacter;
  classification?: IndexClassification;
}

/** GET /api/content-index/:source?char=&classification=&offset=&limit=: one page of the index. */
export function fetchContentIndexPage(
  source: ContentIndexSource,
  filter: ContentIndexFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<ContentIndexResponse> {
  const params: QueryParams = { offset, limit: CONTENT_INDEX_PAGE_SIZE };
  if (filter.character) params.char = filter.character;
  if (filter.classification) params.classification = filter.classification;
  return apiGet(`/api/content-index/${source}`, params, loadContentIndexResponseSchema, signal);
}

/** The index as pages from offset 0; the next page starts where the loaded items end. */
export function contentIndexQueryOptions(source: ContentIndexSource, filter: ContentIndexFilter) {
  return infiniteQueryOptions({
    queryKey: [
      'content-index',
      source,
      filter.character ?? '',
      filter.classification ?? '',
    ] as const,
    queryFn: ({ pageParam, signal }) => fetchContentIndexPage(source, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 10 * 60_000,
  });
}
