import { z } from 'zod';
import {
  birthDefectDocumentSchema,
  genderDocumentSchema,
  genusDocumentSchema,
  lactationDocumentSchema,
  renalDocumentSchema,
  sideEffectListSchema,
} from './documents.ts';
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
  provenance: z.string().min(1),
  /** Per source: where its content comes from, under what licence, and when it was updated. */
  sources: z
    .array(
      z.object({
        source: sourceNameSchema,
        provenance: z.string().min(1),
        licence: z.string().min(1),
        updatedAt: z.iso.date(),
      }),
    )
    .default([]),
});
export type KbManifest = z.infer<typeof kbManifestSchema>;

export const interactionTextSchema = z.object({ id: z.string().min(1), text: z.string().min(1) });

/** A versioned knowledge-base bundle (DESIGN 'Knowledge base'). */
export const kbBundleSchema = z.object({
  manifest: kbManifestSchema,
  substances: z.array(substanceSchema),
  specialSubstances: z.array(specialSubstanceSchema).default([]),
  products: z.array(productSchema),
  interactions: z.array(interactionSchema),
  interactionTexts: z.array(interactionTextSchema),
  riskProperties: z.array(riskPropertySchema).default([]),
  riskProfiles: z.array(riskProfileSchema).default([]),
  renalDocuments: z.array(renalDocumentSchema).default([]),
  lactationDocuments: z.array(lactationDocumentSchema).default([]),
  birthDefectDocuments: z.array(birthDefectDocumentSchema).default([]),
  genusDocuments: z.array(genusDocumentSchema).default([]),
  /** English sex-and-gender documents (the /en routes). */
  genderDocuments: z.array(genderDocumentSchema).default([]),
  sideEffects: z.array(sideEffectListSchema).default([]),
});
export type KbBundle = z.infer<typeof kbBundleSchema>;
