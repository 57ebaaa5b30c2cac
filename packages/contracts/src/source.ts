import { z } from 'zod';

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
