import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withoutPatient } from '../patient/patient-params.ts';
import {
  addToSearchList,
  readSearchList,
  searchListKey,
  writeSearchList,
  type SearchListEntry,
} from './search-list-params.ts';

/**
 * The search list, read from and written to the URL (`nplIds`, `nslIds`): the URL is the single
 * source of truth, so a reload or a shared link shows the same list.
 */
export function useSearchList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const entries = useMemo(() => readSearchList(searchParams), [searchParams]);

  // Adds may complete after an await (presets); they must build on the URL as it is then.
  const latestParams = useRef(searchParams);
  useEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (change: (current: SearchListEntry[]) => SearchListEntry[]) => {
      const current = latestParams.current;
      const before = readSearchList(current);
      const entries = change(before);
      // Clearing the search resets every kidney field (specification §4 'Search').
      const cleared = before.length > 0 && entries.length === 0;
      const next = writeSearchList(cleared ? withoutPatient(current) : current, entries);
      latestParams.current = next;
      setSearchParams(next);
    },
    [setSearchParams],
  );

  const add = useCallback(
    (added: readonly SearchListEntry[]) => {
      update((current) => addToSearchList(current, added));
    },
    [update],
  );

  const remove = useCallback(
    (keys: ReadonlySet<string>) => {
      update((current) => current.filter((entry) => !keys.has(searchListKey(entry))));
    },
    [update],
  );

  return { entries, add, remove };
}
