import { nplIdSchema, nslIdSchema } from '@medkompass/contracts/ids.ts';
import {
  NPL_IDS_PARAM,
  NSL_IDS_PARAM,
  searchListParamIds,
} from '@medkompass/contracts/search-list-ids.ts';

/** One entry of the search list: a product (nplId) or a substance (nslId). */
export interface SearchListEntry {
  kind: 'product' | 'substance';
  id: string;
}

const PARAM_BY_KIND = { product: NPL_IDS_PARAM, substance: NSL_IDS_PARAM } as const;

/** A stable key for an entry, unique across both kinds (used for tags and list items). */
export function searchListKey(entry: SearchListEntry): string {
  return `${entry.kind}:${entry.id}`;
}

/** Whether an entry's id has the shape of its kind; only such ids are sent to the API. */
export function hasValidId(entry: SearchListEntry): boolean {
  const schema = entry.kind === 'product' ? nplIdSchema : nslIdSchema;
  return schema.safeParse(entry.id).success;
}

/** The search list held by a URL: products first, then substances, each in URL order. */
export function readSearchList(params: URLSearchParams): SearchListEntry[] {
  return [
    ...searchListParamIds(params, NPL_IDS_PARAM).map((id) => ({ kind: 'product' as const, id })),
    ...searchListParamIds(params, NSL_IDS_PARAM).map((id) => ({ kind: 'substance' as const, id })),
  ];
}

/** A copy of `params` holding `entries` as the search list; other parameters are kept. */
export function writeSearchList(
  params: URLSearchParams,
  entries: readonly SearchListEntry[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(NPL_IDS_PARAM);
  next.delete(NSL_IDS_PARAM);
  for (const entry of entries) next.append(PARAM_BY_KIND[entry.kind], entry.id);
  return next;
}

/** `entries` followed by those of `added` that are not in it yet. */
export function addToSearchList(
  entries: readonly SearchListEntry[],
  added: readonly SearchListEntry[],
): SearchListEntry[] {
  const keys = new Set(entries.map(searchListKey));
  const result = [...entries];
  for (const entry of added) {
    if (!keys.has(searchListKey(entry))) {
      keys.add(searchListKey(entry));
      result.push(entry);
    }
  }
  return result;
}

/** The ids of the valid entries of one kind, in list order. */
export function validIdsOfKind(
  entries: readonly SearchListEntry[],
  kind: SearchListEntry['kind'],
): string[] {
  return entries.filter((entry) => entry.kind === kind && hasValidId(entry)).map(({ id }) => id);
}
