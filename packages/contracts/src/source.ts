import * as z from 'zod/mini';

/** The assessment sources, each on its own tab (specification §1). */
export const sourceNameSchema = z.enum([
  'interactions',
  'riskprofile',
  'njurfunktion',
  'birthdefect',
  'lactation',
  'genus',
]);
export type SourceName = z.infer<typeof sourceNameSchema>;

/** A source that has assessed a substance or product (specification §3 'medicalSources'). */
export const medicalSourceSchema = z.object({
  systemName: sourceNameSchema,
  /** The assessment is made only on a top parent (e.g. the base of a salt), not the entry itself. */
  isTopParent: z.boolean(),
});
export type MedicalSource = z.infer<typeof medicalSourceSchema>;
