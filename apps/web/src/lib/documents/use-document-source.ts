import { useMemo } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { useAccessFacts } from '../access/use-access-facts.ts';
import {
  isEmptyList,
  useAssessmentList,
  type AssessmentList,
} from '../assessment/assessment-list.ts';
import { isAssessmentOpen } from '../access/assessment-open.ts';
import { languageOfPath } from '../page-language.ts';
import { useSearchList } from '../search-list/use-search-list.ts';
import { documentEntries, type DocumentEntry } from './document-entries.ts';

export interface DocumentAnswer<D> {
  results: DocumentResult[];
  documents: D[];
}

export type DocumentSourceState<D> =
  /** The caller may not see the source (switched off). */
  | { status: 'unavailable' }
  /** Nothing searched yet. */
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; entries: DocumentEntry<D>[] };

/**
 * A document tab's entries for the search list in the URL: the source's call (the same query the
 * tab bar starts, so one request per list), in the order of the search list (the tab orders them
 * by severity). Products are named by the name, strength and form their results carry, in the
 * page's language.
 */
export function useDocumentSource<D extends { id: string }, K extends readonly unknown[]>(
  source: SourceName,
  queryOptions: (
    list: AssessmentList,
    enabled: boolean,
  ) => UseQueryOptions<DocumentAnswer<D>, Error, DocumentAnswer<D>, K>,
): DocumentSourceState<D> {
  const { entries: searchList } = useSearchList();
  const list = useAssessmentList();
  const open = isAssessmentOpen(source, useAccessFacts());
  const answer = useQuery(queryOptions(list, open));
  const language = languageOfPath(useLocation().pathname);

  const entries = useMemo(
    () => (answer.data ? documentEntries(searchList, answer.data, language) : null),
    [answer.data, searchList, language],
  );

  if (!open) return { status: 'unavailable' };
  if (searchList.length === 0) return { status: 'empty' };
  // Only malformed ids: nothing to ask the source, yet each is shown as unidentified.
  if (isEmptyList(list))
    return {
      status: 'success',
      entries: documentEntries(searchList, { results: [], documents: [] }, language),
    };
  if (answer.isError) return { status: 'error', retry: () => void answer.refetch() };
  if (entries === null) return { status: 'loading' };
  return { status: 'success', entries };
}
