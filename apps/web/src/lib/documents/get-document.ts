import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { ApiRequestError, apiGet, type SchemaSource } from '../api-client.ts';

/** The sources with document pages (specification §2) and a document-by-id call; gender is genus in English. */
export type DocumentPageSource = 'lactation' | 'birthdefect' | 'genus' | 'gender';

function callPath(source: DocumentPageSource): string {
  const definition = sourceDefinition(source === 'gender' ? 'genus' : source);
  return (source === 'gender' ? definition.englishApiPath : null) ?? definition.apiPath;
}

/**
 * GET /api/{source}/document/:id (contracts/document-by-id.ts): one whole document, parsed with
 * the call's contract. Keyed by source and id.
 */
export function documentQueryOptions<T>(
  source: DocumentPageSource,
  schema: SchemaSource<T>,
  id: string,
) {
  return queryOptions({
    queryKey: ['document', source, id] as const,
    queryFn: ({ signal }) =>
      apiGet(`${callPath(source)}/document/${encodeURIComponent(id)}`, {}, schema, signal),
    staleTime: 10 * 60_000,
  });
}

export type DocumentPageState<T> =
  | { status: 'loading' }
  /** The source has no document with this id (404). */
  | { status: 'not-found' }
  /** The caller may not see the source (403, e.g. switched off). */
  | { status: 'unavailable' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; document: T };

/** A document page's document in each of its states. */
export function useDocument<T>(
  source: DocumentPageSource,
  schema: SchemaSource<T>,
  id: string,
): DocumentPageState<T> {
  const query = useQuery(documentQueryOptions(source, schema, id));
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiRequestError && error.status === 404) return { status: 'not-found' };
    if (error instanceof ApiRequestError && error.status === 403) return { status: 'unavailable' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'success', document: query.data };
}
