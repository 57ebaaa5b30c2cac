import { queryOptions } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { PageLanguage } from '../page-language.ts';
import { apiGet, type SchemaSource } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

/** The source's call in a language: English only where the source has an English call. */
function callPath(source: SourceName, language: PageLanguage): string {
  const definition = sourceDefinition(source);
  if (language === 'sv') return definition.apiPath;
  if (definition.englishApiPath === null) throw new Error(`${source} has no English call`);
  return definition.englishApiPath;
}

/**
 * The query of a source's assessment call (packages/assessment SOURCES: apiPath, englishApiPath)
 * for a search list, its answer parsed with the call's contract. Keyed by the sorted list, so an
 * answer for an earlier list is never applied to a later one; an empty list asks nothing.
 */
export function assessmentQueryOptions<T>(
  source: SourceName,
  schema: SchemaSource<T>,
  list: AssessmentList,
  enabled: boolean,
  language: PageLanguage = 'sv',
) {
  return queryOptions({
    queryKey: ['assessment', source, language, ...listKey(list)] as const,
    queryFn: ({ signal }) => apiGet(callPath(source, language), listParams(list), schema, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}
