import { estimateEgfr, type EgfrEstimates, type KidneyFunctionInput } from './egfr-estimates.ts';
import {
  renalTabState,
  renalXReason,
  type RenalTabState,
  type RenalXReason,
} from './renal-assessment.ts';
import { bandDefinition, renalBand, type RenalBand } from './renal-bands.ts';
import { highestLetter, type SeverityLetter } from './severity-scale.ts';

/**
 * What the renal rules need of a renal document (specification §3 'Njurfunktion document'); the
 * contract's RenalDocument has this shape.
 */
export interface RenalDocumentLike {
  id: string;
  nephrotoxic: boolean;
  recommendations: readonly RenalRecommendationLike[];
}
export interface RenalRecommendationLike {
  recommendationText: string;
  classification: { code: SeverityLetter };
  /** mL/min, inclusive. */
  renalFailureDegree: { gfrMin: number; gfrMax: number };
}

/** A document's recommendations for a band: those whose interval overlaps the band. */
export function recommendationsAtBand<R extends RenalRecommendationLike>(
  document: { recommendations: readonly R[] },
  band: RenalBand,
): R[] {
  const { min, max } = bandDefinition(band);
  return document.recommendations.filter(
    (r) => r.renalFailureDegree.gfrMin <= max && r.renalFailureDegree.gfrMax >= min,
  );
}

/**
 * A document's class at a band: the highest of its recommendations there. 'none' at 90 and
 * above, where renal function is normal and documents need not recommend anything; '?' when a
 * lower band has no recommendation (not assessed for that band).
 */
export function documentClassAtBand(
  document: RenalDocumentLike,
  band: RenalBand,
): SeverityLetter | '?' | 'none' {
  const highest = highestLetter(
    recommendationsAtBand(document, band).map((r) => r.classification.code),
  );
  if (highest !== null) return highest;
  return band === '≥90' ? 'none' : '?';
}

export interface RenalEvaluationInput {
  patient: KidneyFunctionInput;
  now: Date;
  hasSearch: boolean;
  integrated: boolean;
  /** The band the prescriber chose; null: the band of the recommended estimate. */
  chosenBand: RenalBand | null;
  /** The renal documents of the search list, each once. */
  documents: readonly RenalDocumentLike[];
  /** Whether an entry of the search list has no renal document. */
  hasUnassessedEntry: boolean;
}

export interface RenalEvaluation {
  estimates: EgfrEstimates;
  /** The band of the recommended estimate. */
  recommendedBand: RenalBand | null;
  /** The band shown: the chosen one, else the recommended one. */
  band: RenalBand | null;
  missingReason: RenalXReason | null;
  /** The classes of the documents at the band shown. */
  documentClasses: SeverityLetter[];
  nephrotoxicDocumentCount: number;
  tab: RenalTabState;
}

/**
 * The renal assessment of a patient and a search list: estimates, the band shown and the tab's
 * class, colour and border. The tab bar and the renal view both call this, so they agree.
 */
export function evaluateRenal(input: RenalEvaluationInput): RenalEvaluation {
  const estimates = estimateEgfr(input.patient, input.now);
  const recommendedEgfr = estimates.recommended?.value ?? null;
  const recommendedBand = recommendedEgfr === null ? null : renalBand(recommendedEgfr);
  const band = input.chosenBand ?? recommendedBand;
  const classes = band === null ? [] : input.documents.map((d) => documentClassAtBand(d, band));
  const documentClasses = classes.filter((c): c is SeverityLetter => c !== '?' && c !== 'none');
  const missingReason = renalXReason(input.patient, estimates);
  const nephrotoxicDocumentCount = input.documents.filter((d) => d.nephrotoxic).length;
  return {
    estimates,
    recommendedBand,
    band,
    missingReason,
    documentClasses,
    nephrotoxicDocumentCount,
    tab: renalTabState({
      hasSearch: input.hasSearch,
      integrated: input.integrated,
      validAge: estimates.validAge,
      validGender: estimates.validGender,
      recommendedEgfr,
      missingReason,
      documentClasses,
      hasUnassessed: input.hasUnassessedEntry || classes.includes('?'),
      nephrotoxicDocumentCount,
    }),
  };
}
