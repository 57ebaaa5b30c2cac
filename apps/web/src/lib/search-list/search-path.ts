import {
  addToSearchList,
  readSearchList,
  writeSearchList,
  type SearchListEntry,
} from './search-list-params.ts';

const NPL_ID = /^\d{14}$/;

/**
 * The search list held by a `search` route parameter (specification §2: 'A route parameter
 * search may hold ids joined by -'). Neither id kind contains '-': 14 digits are an nplId
 * (product); anything else is read as an nslId (substance), in upper case as NSL writes them.
 * An id of neither shape is kept, so its tag warns that it could not be identified rather than
 * dropping it silently.
 */
export function searchListOfPathParam(search: string): SearchListEntry[] {
  const ids = search
    .split('-')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return addToSearchList(
    [],
    ids.map((id) =>
      NPL_ID.test(id)
        ? { kind: 'product' as const, id }
        : { kind: 'substance' as const, id: id.toUpperCase() },
    ),
  );
}

/**
 * Where a path with a `search` parameter leads: the source's own path with the ids in its query
 * (`nplIds`, `nslIds`), added to any already there. After the load the query is the one source
 * of truth for the search list, as for every other address.
 */
export function searchPathTarget(sourcePath: string, search: string, url: URL): string {
  const current = url.searchParams;
  const entries = addToSearchList(readSearchList(current), searchListOfPathParam(search));
  const query = writeSearchList(current, entries).toString();
  return query === '' ? sourcePath : `${sourcePath}?${query}`;
}
