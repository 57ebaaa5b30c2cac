import { z } from 'zod';
import { idListSchema, nslIdSchema } from './ids.ts';

export const substanceNameSchema = z.object({
  language: z.enum(['sv', 'en']),
  name: z.string().min(1),
});

/** A substance (specification §3 'Substance'). */
export const substanceSchema = z.object({
  nslId: nslIdSchema,
  /** Swedish name, shown by default. */
  name: z.string().min(1),
  names: z.array(substanceNameSchema),
  isTopParent: z.boolean(),
  /** The parent substance (e.g. the base of a salt), or null for a top parent. */
  topParent: nslIdSchema.nullable(),
  childNslIds: z.array(nslIdSchema),
  isSpecial: z.boolean(),
});
export type Substance = z.infer<typeof substanceSchema>;

export const substanceQuerySchema = z.object({ ids: idListSchema(nslIdSchema, 'nslId') });
export const substanceListResponseSchema = z.array(substanceSchema);
