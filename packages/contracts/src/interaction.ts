import { z } from 'zod';
import { idListSchema, nslIdSchema } from './ids.ts';
import { administrationSchema } from './product.ts';

/** Severity A–D and documentation grade 0–4 (specification §3 'Classifications per source'). */
export const interactionSeveritySchema = z.enum(['A', 'B', 'C', 'D']);
export const interactionDocumentationSchema = z.literal([0, 1, 2, 3, 4]);

/** One assessed pair of substances (specification §3 'Interaction'). */
export const interactionSchema = z.object({
  id: z.string().min(1),
  substanceNslIds: z.tuple([nslIdSchema, nslIdSchema]),
  sevClassification: interactionSeveritySchema,
  docClassification: interactionDocumentationSchema,
  /**
   * Classifications that differ by drug form (specification §3 'drugFormGroups'): a product
   * whose administration is listed gets this one instead of the default above.
   */
  drugFormGroups: z
    .array(
      z.object({
        administrations: z.array(administrationSchema).min(1),
        sevClassification: interactionSeveritySchema,
        docClassification: interactionDocumentationSchema,
      }),
    )
    .default([]),
  /** Ids of the texts, fetched with /api/interaction_texts. */
  textIds: z.object({
    consequence: z.string(),
    recommendation: z.string(),
    mechanism: z.string(),
    background: z.string(),
  }),
});
export type Interaction = z.infer<typeof interactionSchema>;

export const interactionQuerySchema = z.object({ nslIds: idListSchema(nslIdSchema, 'nslId') });
export const interactionListResponseSchema = z.array(interactionSchema);
