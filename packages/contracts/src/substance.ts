import * as z from 'zod/mini';
import { idListSchema } from './id-lists.ts';
import { nslIdSchema } from './ids.ts';
import { medicalSourceSchema } from './source.ts';

export const substanceNameSchema = z.object({
  language: z.enum(['sv', 'en']),
  name: z.string().check(z.minLength(1)),
});

/** A substance (specification §3 'Substance'). */
export const substanceSchema = z.object({
  nslId: nslIdSchema,
  /** Swedish name, shown by default. */
  name: z.string().check(z.minLength(1)),
  /** The name per language (`sv`, `en`: the INN); the English one is shown on English pages. */
  names: z.array(substanceNameSchema),
  /**
   * Other names the substance goes by, in any language: US adopted names (cyclosporine,
   * acetaminophen), former or national names (rifampin), common names (aspirin). Searched and used
   * to identify a record system's medication, never shown. Older bundles have none.
   */
  synonyms: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))),
  isTopParent: z.boolean(),
  /** The parent substance (e.g. the base of a salt), or null for a top parent. */
  topParent: z.nullable(nslIdSchema),
  childNslIds: z.array(nslIdSchema),
  isSpecial: z.boolean(),
  /** ATC codes of the substance, e.g. 'B01AA03'. */
  atcCodes: z._default(z.array(z.string().check(z.regex(/^[A-Z]\d{2}[A-Z]{0,2}\d{0,2}$/))), []),
  /**
   * Whether the interaction source has assessed the substance, including 'no interactions
   * found'. Absent: assessed when it takes part in an interaction (older bundles have no flag).
   */
  interactionsAssessed: z.optional(z.boolean()),
  /** A legal note on the substance (specification §3 'legalAdvice'), e.g. its narcotic class. */
  legalAdvice: z.optional(z.string().check(z.minLength(1))),
});
export type Substance = z.infer<typeof substanceSchema>;

/** Specification §3 'Special substance': e.g. food or alcohol, with how interactions treat it. */
export const specialSubstanceSchema = z.object({
  nslId: nslIdSchema,
  isTopParent: z.boolean(),
  interactionStatus: z.enum(['assessed', 'notAssessed']),
});
export type SpecialSubstance = z.infer<typeof specialSubstanceSchema>;

export const substanceQuerySchema = z.object({ ids: idListSchema(nslIdSchema, 'nslId') });
/** GET /api/substance: the substance with which sources have assessed it (specification §3). */
export const substanceDetailSchema = z.extend(substanceSchema, {
  medicalSources: z.array(medicalSourceSchema),
  numberOfMedicalSources: z.int().check(z.minimum(0)),
  interactionStatus: z.enum(['assessed', 'notAssessed']),
});
export type SubstanceDetail = z.infer<typeof substanceDetailSchema>;

export const substanceListResponseSchema = z.array(substanceDetailSchema);

/** GET /api/special_substance/all: every special substance of the knowledge base. */
export const specialSubstanceListResponseSchema = z.array(specialSubstanceSchema);
