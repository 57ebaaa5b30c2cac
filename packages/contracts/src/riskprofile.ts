import * as z from 'zod/mini';
import { idListSchema } from './id-lists.ts';
import { nslIdSchema } from './ids.ts';
import { riskPropertyIdSchema } from './risk-property-ids.ts';

export const riskLevelSchema = z.object({
  level: z.int().check(z.minimum(0), z.maximum(3)),
  min: z.number().check(z.minimum(0)),
  max: z.number().check(z.minimum(0)),
});

/** A property's definition: names and the thresholds that grade a summed value. */
export const riskPropertySchema = z.object({
  id: z.string().check(z.minLength(1)),
  propertyId: riskPropertyIdSchema,
  name: z.object({ sv: z.string().check(z.minLength(1)), en: z.string().check(z.minLength(1)) }),
  /**
   * What the property means and why it adds up across drugs, in Swedish and English: shown with
   * the property in the riskprofile view. Optional, so a bundle without it stays valid.
   */
  description: z.optional(
    z.object({ sv: z.string().check(z.minLength(1)), en: z.string().check(z.minLength(1)) }),
  ),
  /** How substances combine; 'sum' is the only one (ADR 9). */
  algorithm: z.literal('sum'),
  levels: z.array(riskLevelSchema).check(z.minLength(1)),
});
export type RiskProperty = z.infer<typeof riskPropertySchema>;

/** A substance's value (0–3) per administration route. */
export const routeValuesSchema = z.object({
  peroral: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
  parenteral: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
  nonPeroral: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
  topical: z.optional(z.int().check(z.minimum(0), z.maximum(3))),
});

/** A substance's riskprofile (specification §3 'Riskprofile'). */
export const riskProfileSchema = z.object({
  nslId: nslIdSchema,
  properties: z.array(z.object({ propertyId: riskPropertyIdSchema, values: routeValuesSchema })),
});
export type RiskProfile = z.infer<typeof riskProfileSchema>;

export const riskprofileQuerySchema = z.object({ nslIds: idListSchema(nslIdSchema, 'nslId') });

/**
 * A searched substance's riskprofile (GET /api/riskprofile). A salt without a profile of its own
 * takes its parent's; a parent without one takes its children's, the highest value per property
 * and route. 'assessed': a profile applies (its properties may be empty: no risk found);
 * 'notAssessed': the substance is known but has none; 'missing': the id is unknown.
 */
export const riskprofileEntrySchema = z.object({
  nslId: nslIdSchema,
  /** The substance's Swedish name; null when missing. */
  substance: z.nullable(z.string()),
  status: z.enum(['assessed', 'notAssessed', 'missing']),
  /** Whose profile applies: the substance itself, its parent or its children. */
  profileNslIds: z.array(nslIdSchema),
  properties: riskProfileSchema.shape.properties,
});
export type RiskprofileEntry = z.infer<typeof riskprofileEntrySchema>;

/** GET /api/riskprofile?nslIds=…: one entry per searched substance, in the order asked. */
export const riskprofileListResponseSchema = z.array(riskprofileEntrySchema);

/** GET /api/riskprofile/riskproperties: the property definitions and their level thresholds. */
export const riskPropertyListResponseSchema = z.array(riskPropertySchema);
