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
 * How long an assessment call may take before its tab says it could not be fetched: a call that
 * hangs must not leave a tab loading for ever, looking as if nothing needed checking.
 */
export const ASSESSMENT_TIMEOUT_MS = 20_000;

/** The query's signal, also aborted after `ms` with a TimeoutError; `done` clears the timer. */
export function signalWithTimeout(
  signal: AbortSignal,
  ms: number,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The assessment call timed out', 'TimeoutError'));
  }, ms);
  const forward = () => {
    controller.abort(signal.reason);
  };
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
    },
  };
}

/**
 * The query of a source's assessment call (packages/assessment SOURCES: apiPath, englishApiPath)
 * for a search list, its answer parsed with the call's contract. Keyed by the sorted list, so an
 * answer for an earlier list is never applied to a later one; an empty list asks nothing. A call
 * that takes longer than ASSESSMENT_TIMEOUT_MS fails, and its tab says so.
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
    queryFn: async ({ signal }) => {
      const timed = signalWithTimeout(signal, ASSESSMENT_TIMEOUT_MS);
      try {
        return await apiGet(callPath(source, language), listParams(list), schema, timed.signal);
      } finally {
        timed.done();
      }
    },
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}
