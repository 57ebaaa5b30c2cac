import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { listParamValues } from './id-lists.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';

/** The query parameters that hold a page's search list (specification §2). */
export const NPL_IDS_PARAM = INTEGRATED_PARAMS.nplIds;
export const NSL_IDS_PARAM = INTEGRATED_PARAMS.nslIds;

/** The ids of a search-list parameter, in the order of the address, each once. */
export function searchListParamIds(params: URLSearchParams, name: string): string[] {
  return listParamValues(params.getAll(name));
}

/**
 * The well-formed product and substance ids of the search list in a page's address: the ids the
 * web app asks the API for the names of (an ill-formed one is shown as unknown, never sent).
 */
export function validSearchListIds(params: URLSearchParams): {
  nplIds: string[];
  nslIds: string[];
} {
  return {
    nplIds: searchListParamIds(params, NPL_IDS_PARAM).filter(
      (id) => nplIdSchema.safeParse(id).success,
    ),
    nslIds: searchListParamIds(params, NSL_IDS_PARAM).filter(
      (id) => nslIdSchema.safeParse(id).success,
    ),
  };
}
