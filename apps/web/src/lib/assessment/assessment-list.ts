import { useMemo } from 'react';
import type { QueryParams } from '../api-client.ts';
import { validIdsOfKind, type SearchListEntry } from '../search-list/search-list-params.ts';
import { useSearchList } from '../search-list/use-search-list.ts';

/**
 * The search list as the assessment calls send it: the well-formed ids of each kind, sorted, so
 * that one list has one query key whatever the order of its tags. Keys built from it change with
 * the list, so an answer for an earlier list is never applied to a later one.
 */
export interface AssessmentList {
  nslIds: readonly string[];
  nplIds: readonly string[];
}

export function assessmentListOf(entries: readonly SearchListEntry[]): AssessmentList {
  return {
    nslIds: [...new Set(validIdsOfKind(entries, 'substance'))].sort(),
    nplIds: [...new Set(validIdsOfKind(entries, 'product'))].sort(),
  };
}

export function isEmptyList(list: AssessmentList): boolean {
  return list.nslIds.length === 0 && list.nplIds.length === 0;
}

/** The query parameters of an assessment call (specification §7: nslIds and nplIds). */
export function listParams(list: AssessmentList): QueryParams {
  return { nslIds: list.nslIds, nplIds: list.nplIds };
}

/** The part of an assessment query key that names the list. */
export function listKey(list: AssessmentList) {
  return [list.nslIds.join(','), list.nplIds.join(',')] as const;
}

/** The current search list, read from the URL, ready for the assessment calls. */
export function useAssessmentList(): AssessmentList {
  const { entries } = useSearchList();
  return useMemo(() => assessmentListOf(entries), [entries]);
}
