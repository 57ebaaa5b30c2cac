import { queryOptions } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { apiGet, type ResponseSchema } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

/**
 * The query of a source's assessment call (packages/assessment SOURCES: apiPath) for a search
 * list, its answer parsed with the call's contract. Keyed by the sorted list, so an answer for an
 * earlier list is never applied to a later one; an empty list asks nothing.
 */
export function assessmentQueryOptions<T>(
  source: SourceName,
  schema: ResponseSchema<T>,
  list: AssessmentList,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: ['assessment', source, ...listKey(list)] as const,
    queryFn: ({ signal }) =>
      apiGet(sourceDefinition(source).apiPath, listParams(list), schema, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}
