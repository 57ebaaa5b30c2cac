import * as z from 'zod/mini';
import { MAX_IDS_PER_REQUEST } from './ids.ts';

/**
 * The values of a repeated query parameter as a list: comma-separated values (hand-written URLs)
 * split, each trimmed, empty ones dropped, the first of each kept in order. The API reads its id
 * lists so, and the web app and the server read the search list in a page's address so.
 */
export function listParamValues(values: readonly string[]): string[] {
  return [...new Set(splitListParam(values))];
}

/** The values split, trimmed and the empty ones dropped, duplicates and all. */
function splitListParam(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/**
 * A list of ids from a query string. Accepts the repeated form of the specification
 * (`?ids=a&ids=b`) and, for hand-written URLs, comma-separated values (`?ids=a,b`).
 * Duplicates are removed, order is kept.
 */
export function idListSchema(idSchema: z.core.$ZodType<string, string>, label: string) {
  return boundedIdListSchema(idSchema, label, MAX_IDS_PER_REQUEST);
}

/** An id list as idListSchema, with its own limit (e.g. 100 interaction texts per call). */
export function boundedIdListSchema(
  idSchema: z.core.$ZodType<string, string>,
  label: string,
  max: number,
) {
  return z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((raw) =>
        splitListParam(raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]),
      ),
    ),
    // The limit counts every id sent, a repeated one too; the answer names each once.
    z.pipe(
      z.array(idSchema).check(z.maxLength(max, `Högst ${max} ${label} per anrop`)),
      z.transform((ids) => [...new Set(ids)]),
    ),
  );
}
