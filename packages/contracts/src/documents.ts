import { z } from 'zod';
import { sideEffectFrequencySchema } from './side-effects.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';

/** What every assessment document links to: substances and/or specific products. */
const documentLinks = {
  nslIds: z.array(nslIdSchema),
  /** Products the document is specific to (specification §3 'drugProducts'). */
  nplIds: z.array(nplIdSchema),
  /** ISO date of the last review. */
  updated: z.iso.date(),
};

/** Specification §3 'Njurfunktion document': recommendations per eGFR interval. */
export const renalRecommendationSchema = z.object({
  recommendationText: z.string().min(1),
  classification: z.object({
    code: z.enum(['A', 'B', 'C', 'D']),
    description: z.string().min(1),
  }),
  /** The interval, mL/min, inclusive: gfrMin ≤ eGFR ≤ gfrMax. */
  renalFailureDegree: z.object({ gfrMin: z.number().min(0), gfrMax: z.number().min(0) }),
});
export const renalDocumentSchema = z.object({
  id: z.string().min(1),
  documentTitle: z.string().min(1),
  nephrotoxic: z.boolean(),
  recommendations: z.array(renalRecommendationSchema).min(1),
  background: z.string(),
  ...documentLinks,
});
export type RenalDocument = z.infer<typeof renalDocumentSchema>;

/** Specification §3 'Lactation document'; level null is the '?' class. */
export const lactationDocumentSchema = z.object({
  id: z.string().min(1),
  documentTitle: z.string().min(1),
  recommendation: z.string().min(1),
  publicRecommendation: z.string().min(1),
  classification: z.object({
    level: z.number().int().min(0).max(3).nullable(),
    code: z.enum(['1', '2', '3', '?']),
  }),
  background: z.string(),
  ...documentLinks,
});
export type LactationDocument = z.infer<typeof lactationDocumentSchema>;

/** Specification §3 'Birth-defect document'; level null is the '?' class. */
export const birthDefectDocumentSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  assessment: z.string().min(1),
  classificationLevel: z.number().int().min(1).max(3).nullable(),
  background: z.string(),
  ...documentLinks,
});
export type BirthDefectDocument = z.infer<typeof birthDefectDocumentSchema>;

/** Specification §3 'Genus document' (Swedish) and the English gender documents. */
export const genusDocumentSchema = z.object({
  id: z.string().min(1),
  documentTitle: z.string().min(1),
  /** 0 (no code), 1 A, 2 B, 3 C, 4 C!; null is '?'. */
  classificationLevel: z.number().int().min(0).max(4).nullable(),
  classificationCode: z.enum(['', 'A', 'B', 'C', 'C!', '?']),
  summary: z.string().min(1),
  background: z.string(),
  ...documentLinks,
});
export type GenusDocument = z.infer<typeof genusDocumentSchema>;
export const genderDocumentSchema = genusDocumentSchema;
export type GenderDocument = GenusDocument;

/** Side effects of a substance, for the side-effect search (specification §1 'sideeffects'). */
export const sideEffectListSchema = z.object({
  nslId: nslIdSchema,
  effects: z.array(
    z.object({
      term: z.string().min(1),
      frequency: sideEffectFrequencySchema,
    }),
  ),
});
export type SideEffectList = z.infer<typeof sideEffectListSchema>;
