import { z } from 'zod';
import { nplIdSchema, nslIdSchema } from './ids.ts';

import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from './search-limits.ts';

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Sökordet får inte vara tomt')
    .max(100, 'Sökordet får vara högst 100 tecken'),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});

/**
 * One hit of the name search: a product or a substance (DESIGN §2). Every text is Swedish; the
 * web app composes what an option says (e.g. 'Waran — warfarin, Tablett 2,5 mg').
 */
export const searchHitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    id: nplIdSchema,
    name: z.string(),
    /** Drug form and strength, e.g. 'Tablett 2,5 mg'. */
    description: z.string(),
    /** Swedish names of the product's substances, once each, e.g. ['paracetamol', 'kodein']. */
    substances: z.array(z.string()),
    /** A licence product (LIC): prescribed on licence, not approved in Sweden. */
    isLic: z.boolean(),
  }),
  z.object({
    kind: z.literal('substance'),
    id: nslIdSchema,
    /** The Swedish name. */
    name: z.string(),
    atcCodes: z.array(z.string()),
    /** How many products contain the substance or one of its salts. */
    productCount: z.number().int().min(0),
  }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({ hits: z.array(searchHitSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
