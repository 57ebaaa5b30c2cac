import { z } from 'zod';
import { nplIdSchema, nslIdSchema } from './ids.ts';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Sökordet får inte vara tomt')
    .max(100, 'Sökordet får vara högst 100 tecken'),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});

const searchHitBase = { name: z.string(), description: z.string() };

/** One hit of the name search: a product or a substance (DESIGN §2). */
export const searchHitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id: nplIdSchema, isLic: z.boolean(), ...searchHitBase }),
  z.object({ kind: z.literal('substance'), id: nslIdSchema, ...searchHitBase }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({ hits: z.array(searchHitSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
