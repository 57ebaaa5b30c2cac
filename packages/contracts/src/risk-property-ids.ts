import * as z from 'zod/mini';

/** The nine riskprofile properties (specification §3 'Riskproperty' columns). */
export const riskPropertyIdSchema = z.enum([
  'constipation',
  'sedation',
  'anticholinergic',
  'bleeding',
  'orthostatism',
  'qtProlongation',
  'serotonergic',
  'renalToxicity',
  'seizure',
]);
export type RiskPropertyId = z.infer<typeof riskPropertyIdSchema>;
