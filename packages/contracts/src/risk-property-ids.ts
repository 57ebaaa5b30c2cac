// zod/mini: the riskprofile badge reads the properties at the web app's first render, where
// classic Zod's 20 kB would weigh on the first page (ADR 29).
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
