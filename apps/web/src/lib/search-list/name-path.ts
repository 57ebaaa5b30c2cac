import type { SearchHit } from '@medkompass/contracts/search.ts';
import {
  addToSearchList,
  readSearchList,
  writeSearchList,
  type SearchListEntry,
} from './search-list-params.ts';

/**
 * The name paths of the document sources (specification §2: /amning/lakemedel/{name?},
 * /amning/substans/{name?} …): a product name or a substance name that sets the search list.
 */
export const NAME_PATHS = [
  { segment: 'lakemedel', kind: 'product' },
  { segment: 'substans', kind: 'substance' },
] as const satisfies readonly { segment: string; kind: SearchListEntry['kind'] }[];

/** A name as the search compares it: lower case, without diacritics ('Kåvepenin' = 'kavepenin'). */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('sv')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search hits of one kind whose name is exactly `name`, case and diacritics aside, as search
 * entries. A product name can belong to several products (strengths, forms): all of them, since
 * their documents may differ by route.
 */
export function exactNameMatches(
  hits: readonly SearchHit[],
  name: string,
  kind: SearchListEntry['kind'],
): SearchListEntry[] {
  const wanted = foldName(name);
  return addToSearchList(
    [],
    hits
      .filter((hit) => hit.kind === kind && foldName(hit.name) === wanted)
      .map((hit) => ({ kind, id: hit.id })),
  );
}

/** The source's own path with the entries added to the search list in the query. */
export function namePathTarget(
  sourcePath: string,
  entries: readonly SearchListEntry[],
  url: URL,
): string {
  const current = url.searchParams;
  const query = writeSearchList(
    current,
    addToSearchList(readSearchList(current), entries),
  ).toString();
  return query === '' ? sourcePath : `${sourcePath}?${query}`;
}
