import * as z from 'zod/mini';
import { idListSchema } from './id-lists.ts';
import { MAX_IDS_PER_REQUEST, nplIdSchema, nslIdSchema } from './ids.ts';

/**
 * The search list of specification §3 'Search state' as a query string: substances (nslIds) and
 * products (nplIds), each repeated or comma-separated. At most 200 ids in all, so no request is
 * slow by size; a malformed id is a 400 naming the rule.
 */
export const searchListQuerySchema = z
  .object({
    nslIds: idListSchema(nslIdSchema, 'nslId'),
    nplIds: idListSchema(nplIdSchema, 'nplId'),
  })
  .check(
    z.refine((query) => query.nslIds.length + query.nplIds.length <= MAX_IDS_PER_REQUEST, {
      message: `Högst ${MAX_IDS_PER_REQUEST} id per anrop (nslIds och nplIds tillsammans)`,
    }),
  );
export type SearchListQuery = z.infer<typeof searchListQuerySchema>;

/** One entry of the search list that brought a substance in: a substance, or one in a product. */
export const searchEntrySchema = z.object({
  /** The substance as the entry names it (a salt, a parent or the substance itself). */
  nslId: nslIdSchema,
  /** The product the substance is in; null when the entry is the substance itself. */
  nplId: z.nullable(nplIdSchema),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;
