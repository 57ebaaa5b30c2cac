import * as z from 'zod/mini';
import {
  birthDefectDocumentSchema,
  genderDocumentSchema,
  genusDocumentSchema,
  lactationDocumentSchema,
  renalDocumentSchema,
  sideEffectListSchema,
} from './documents.ts';
import { duplicationClassSchema } from './duplication.ts';
import { interactionSchema } from './interaction.ts';
import { kbInfoResponseSchema } from './kb-info.ts';
import { productSchema } from './product.ts';
import { riskProfileSchema, riskPropertySchema } from './riskprofile.ts';
import { sourceNameSchema } from './source.ts';
import { specialSubstanceSchema, substanceSchema } from './substance.ts';

export const KB_FORMAT_VERSION = 1;

/** The manifest says what a knowledge-base bundle is, who made it and whether it is demo data. */
export const kbManifestSchema = z.object({
  formatVersion: z.literal(KB_FORMAT_VERSION),
  ...kbInfoResponseSchema.shape,
  provenance: z.string().check(z.minLength(1)),
  /** Per source: where its content comes from, under what licence, and when it was updated. */
  sources: z._default(
    z.array(
      z.object({
        source: sourceNameSchema,
        provenance: z.string().check(z.minLength(1)),
        licence: z.string().check(z.minLength(1)),
        updatedAt: z.iso.date(),
      }),
    ),
    [],
  ),
});
export type KbManifest = z.infer<typeof kbManifestSchema>;

export const interactionTextSchema = z.object({
  id: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
});

/** A versioned knowledge-base bundle (DESIGN 'Knowledge base'). */
export const kbBundleSchema = z.object({
  manifest: kbManifestSchema,
  substances: z.array(substanceSchema),
  specialSubstances: z._default(z.array(specialSubstanceSchema), []),
  products: z.array(productSchema),
  interactions: z.array(interactionSchema),
  interactionTexts: z.array(interactionTextSchema),
  riskProperties: z._default(z.array(riskPropertySchema), []),
  riskProfiles: z._default(z.array(riskProfileSchema), []),
  renalDocuments: z._default(z.array(renalDocumentSchema), []),
  lactationDocuments: z._default(z.array(lactationDocumentSchema), []),
  birthDefectDocuments: z._default(z.array(birthDefectDocumentSchema), []),
  genusDocuments: z._default(z.array(genusDocumentSchema), []),
  /** English sex-and-gender documents (the /en routes). */
  genderDocuments: z._default(z.array(genderDocumentSchema), []),
  sideEffects: z._default(z.array(sideEffectListSchema), []),
  /** Therapeutic classes whose duplication is a hazard (ADR 36); older bundles have none. */
  duplicationClasses: z._default(z.array(duplicationClassSchema), []),
});
export type KbBundle = z.infer<typeof kbBundleSchema>;
