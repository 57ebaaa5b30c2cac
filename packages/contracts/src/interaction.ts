import * as z from 'zod/mini';
import { idListSchema } from './id-lists.ts';
import { nslIdSchema } from './ids.ts';
import { administrationSchema } from './product.ts';

/** Severity A–D and documentation grade 0–4 (specification §3 'Classifications per source'). */
export const interactionSeveritySchema = z.enum(['A', 'B', 'C', 'D']);
export const interactionDocumentationSchema = z.literal([0, 1, 2, 3, 4]);

/** One assessed pair of substances (specification §3 'Interaction'). */
export const interactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  substanceNslIds: z.tuple([nslIdSchema, nslIdSchema]),
  sevClassification: interactionSeveritySchema,
  docClassification: interactionDocumentationSchema,
  /**
   * Classifications that differ by drug form (specification §3 'drugFormGroups'): when the
   * substance `nslId` (one of the pair) comes from a product whose administration is listed, this
   * classification applies instead of the default above. The form of the other substance's
   * product does not select the group (e.g. a parenteral olanzapine group says nothing about
   * olanzapine tablets taken with a diazepam injection).
   */
  drugFormGroups: z._default(
    z.array(
      z.object({
        nslId: nslIdSchema,
        administrations: z.array(administrationSchema).check(z.minLength(1)),
        sevClassification: interactionSeveritySchema,
        docClassification: interactionDocumentationSchema,
      }),
    ),
    [],
  ),
  /** Ids of the texts, fetched with /api/interaction_texts. */
  textIds: z.object({
    consequence: z.string(),
    recommendation: z.string(),
    mechanism: z.string(),
    background: z.string(),
    /** The literature the assessment rests on; absent when the knowledge base names none. */
    references: z.optional(z.string()),
  }),
});
export type Interaction = z.infer<typeof interactionSchema>;

export const interactionQuerySchema = z.object({ nslIds: idListSchema(nslIdSchema, 'nslId') });
export const interactionListResponseSchema = z.array(interactionSchema);
