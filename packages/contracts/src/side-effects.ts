import * as z from 'zod/mini';
import { nplIdSchema, nslIdSchema } from './ids.ts';
import { searchListQuerySchema } from './search-list.ts';

/** How often a side effect occurs, in the EU's frequency classes, most frequent first. */
export const sideEffectFrequencySchema = z.enum([
  'veryCommon',
  'common',
  'uncommon',
  'rare',
  'veryRare',
  'unknown',
]);
export type SideEffectFrequency = z.infer<typeof sideEffectFrequencySchema>;

/**
 * GET /api/side-effects?nslIds=…&nplIds=…&q=… (the side-effect search, /biverkning): the search
 * list as every assessment call takes it, and an optional side effect to look for in Swedish.
 */
export const sideEffectQuerySchema = z.safeExtend(searchListQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type SideEffectQuery = z.infer<typeof sideEffectQuerySchema>;

/** One side effect of one substance of the list, and the entries that brought it in. */
export const sideEffectOccurrenceSchema = z.object({
  term: z.string(),
  frequency: sideEffectFrequencySchema,
  nslId: nslIdSchema,
  substance: z.string(),
  /** The list's products the substance is in; empty when the substance itself was searched. */
  nplIds: z.array(nplIdSchema),
});
export type SideEffectOccurrence = z.infer<typeof sideEffectOccurrenceSchema>;

export const sideEffectResponseSchema = z.object({
  /** The side effects whose name contains `q`, most frequent first; empty without `q`. */
  matches: z.array(sideEffectOccurrenceSchema),
  /** Every side effect of the list by organ system, in the order product information uses. */
  organSystems: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      effects: z.array(sideEffectOccurrenceSchema),
    }),
  ),
  /** Substances of the list the knowledge base has no side-effect data for. */
  withoutData: z.array(z.object({ nslId: nslIdSchema, substance: z.nullable(z.string()) })),
});
export type SideEffectResponse = z.infer<typeof sideEffectResponseSchema>;
