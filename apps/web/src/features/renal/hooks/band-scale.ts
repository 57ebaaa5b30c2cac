import { scaleOfLabel, type EgfrEstimates } from '@medkompass/clinical/egfr-estimates.ts';
import type { EgfrScale } from '@medkompass/clinical/renal-bands.ts';

/** The unit the bands are read in: that of the recommended estimate, else of the estimates. */
export function bandScale(estimates: EgfrEstimates): EgfrScale {
  return estimates.recommended ? scaleOfLabel(estimates.recommended.label) : estimates.scale;
}
