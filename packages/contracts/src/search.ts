import * as z from 'zod/mini';
import { nplIdSchema, nslIdSchema } from './ids.ts';

import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from './search-limits.ts';

/** The language of a search's hits: Swedish, or English for the English pages (/en). */
export const searchLanguageSchema = z.enum(['sv', 'en']);
export type SearchLanguage = z.infer<typeof searchLanguageSchema>;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Sökordet får inte vara tomt'),
      z.maxLength(100, 'Sökordet får vara högst 100 tecken'),
    ),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SEARCH_MAX_LIMIT)),
    SEARCH_DEFAULT_LIMIT,
  ),
  /** 'en': substances by their English names and drug forms in English, where the KB has them. */
  lang: z._default(searchLanguageSchema, 'sv'),
});

/**
 * One hit of the name search: a product or a substance (DESIGN §2). Every text is Swedish, or
 * English with `lang=en`; the web app composes what an option says (e.g. 'Waran — warfarin,
 * Tablett 2,5 mg').
 */
export const searchHitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    id: nplIdSchema,
    name: z.string(),
    /** Drug form and strength, e.g. 'Tablett 2,5 mg' ('Tablet 2,5 mg' in English). */
    description: z.string(),
    /** Names of the product's substances, once each, e.g. ['paracetamol', 'kodein']. */
    substances: z.array(z.string()),
    /** A licence product (LIC): prescribed on licence, not approved in Sweden. */
    isLic: z.boolean(),
  }),
  z.object({
    kind: z.literal('substance'),
    id: nslIdSchema,
    /** The Swedish name (the English one with `lang=en`). */
    name: z.string(),
    atcCodes: z.array(z.string()),
    /** How many products contain the substance or one of its salts. */
    productCount: z.int().check(z.minimum(0)),
  }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({ hits: z.array(searchHitSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
