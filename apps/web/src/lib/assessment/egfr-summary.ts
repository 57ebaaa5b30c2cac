import { scaleOfLabel } from '@medkompass/clinical/egfr-estimates.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import { EGFR_UNITS, egfrDisplayText } from '@medkompass/clinical/renal-bands.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import type { TFunction } from '../i18n.ts';

/** The eGFR the renal tab doses by, as a patient summary states it. */
export interface EgfrShown {
  /** The value with its unit, e.g. "28 mL/min/1,73 m²". */
  egfr: string;
  /** The estimate's name, e.g. "LM-rev". */
  method: string;
  band: string;
  /** The band is one the prescriber or the record system chose, not the estimate's own. */
  chosen: boolean;
}

/**
 * The renal tab's recommended eGFR and the band it doses by (a chosen band wins, as on the tab),
 * or why there is none: one rule for the integrated patient summary and the print header.
 */
export function egfrSummary(
  evaluation: RenalEvaluation,
  t: TFunction,
): { shown: EgfrShown } | { none: string } {
  const { estimates, recommendedBand, band } = evaluation;
  const recommended = estimates.recommended;
  const chosenBand = band !== null && band !== recommendedBand ? band : null;
  if (recommended === null) {
    const none = t('integrated.summaryNoEgfr', {
      reason: RENAL_X_TOOLTIPS[evaluation.missingReason ?? 'dataMissing'],
    });
    return {
      none:
        chosenBand === null
          ? none
          : `${none} ${t('integrated.summaryChosenBandAlone', { band: chosenBand })}`,
    };
  }
  return {
    shown: {
      egfr: `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[scaleOfLabel(recommended.label)]}`,
      method: recommended.name,
      band: chosenBand ?? recommendedBand ?? '',
      chosen: chosenBand !== null,
    },
  };
}
