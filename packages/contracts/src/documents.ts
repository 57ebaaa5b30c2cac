import * as z from 'zod/mini';
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
  recommendationText: z.string().check(z.minLength(1)),
  classification: z.object({
    code: z.enum(['A', 'B', 'C', 'D']),
    description: z.string().check(z.minLength(1)),
  }),
  /** The interval, mL/min, inclusive: gfrMin ≤ eGFR ≤ gfrMax. */
  renalFailureDegree: z.object({
    gfrMin: z.number().check(z.minimum(0)),
    gfrMax: z.number().check(z.minimum(0)),
  }),
});
export const renalDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  documentTitle: z.string().check(z.minLength(1)),
  nephrotoxic: z.boolean(),
  recommendations: z.array(renalRecommendationSchema).check(z.minLength(1)),
  background: z.string(),
  ...documentLinks,
});
export type RenalDocument = z.infer<typeof renalDocumentSchema>;

/** Specification §3 'Lactation document'; level null is the '?' class. */
export const lactationDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  documentTitle: z.string().check(z.minLength(1)),
  recommendation: z.string().check(z.minLength(1)),
  publicRecommendation: z.string().check(z.minLength(1)),
  classification: z.object({
    level: z.nullable(z.int().check(z.minimum(0), z.maximum(3))),
    code: z.enum(['1', '2', '3', '?']),
  }),
  background: z.string(),
  ...documentLinks,
});
export type LactationDocument = z.infer<typeof lactationDocumentSchema>;

/** Specification §3 'Birth-defect document'; level null is the '?' class. */
export const birthDefectDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  assessment: z.string().check(z.minLength(1)),
  classificationLevel: z.nullable(z.int().check(z.minimum(1), z.maximum(3))),
  background: z.string(),
  ...documentLinks,
});
export type BirthDefectDocument = z.infer<typeof birthDefectDocumentSchema>;

/** Specification §3 'Genus document' (Swedish) and the English gender documents. */
export const genusDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  documentTitle: z.string().check(z.minLength(1)),
  /** 0 (no code), 1 A, 2 B, 3 C, 4 C!; null is '?'. */
  classificationLevel: z.nullable(z.int().check(z.minimum(0), z.maximum(4))),
  classificationCode: z.enum(['', 'A', 'B', 'C', 'C!', '?']),
  summary: z.string().check(z.minLength(1)),
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
      term: z.string().check(z.minLength(1)),
      frequency: sideEffectFrequencySchema,
    }),
  ),
});
export type SideEffectList = z.infer<typeof sideEffectListSchema>;
