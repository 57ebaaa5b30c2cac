import type { ClassificationColour } from './classification-colour.ts';
import { CLINICAL_RANGES } from './clinical-input-validation.ts';
import type { EgfrEstimates, KidneyFunctionInput, SampleDateProblem } from './egfr-estimates.ts';
import { highestLetter, letterColour, type SeverityLetter } from './severity-scale.ts';

/** Renal classification of a tab (specification §3 'njurfunktion'): A–D, '?', X or '-'. */
export type RenalClass = SeverityLetter | '?' | 'X' | '-';

const CREATININE_RANGE = `${CLINICAL_RANGES.creatinine.min}–${CLINICAL_RANGES.creatinine.max} ${CLINICAL_RANGES.creatinine.unit}`;

/**
 * The tooltips of an X class (specification §4 'X tooltips'), in Swedish. The specification's
 * 'mean eGFR not calculated and no interval suggested' no longer occurs: when estimates cannot be
 * combined the lower one is suggested (ADR 35). A creatinine that was given but refused is named
 * as such with the accepted range, never as missing.
 */
export const RENAL_X_TOOLTIPS = {
  creatinineTooOld: 'Kreatininvärdet är äldre än ett år.',
  creatinineDateInFuture: 'Kreatininprovets datum ligger i framtiden, så värdet används inte.',
  creatinineDateUnreadable: 'Kreatininprovets datum kunde inte läsas, så värdet används inte.',
  creatinineOutOfRange: `Kreatininvärdet ligger utanför det tillåtna intervallet ${CREATININE_RANGE} och används inte.`,
  creatinineNotANumber: `Kreatininvärdet är inte ett tal och används inte. Ange ett värde mellan ${CREATININE_RANGE}.`,
  creatinineMissing: 'Kreatininvärde saknas.',
  enterPatientData: 'Ange patientdata för att få rekommendationer.',
  dataMissing: 'Data saknas för att skatta eGFR.',
} as const;
export type RenalXReason = keyof typeof RENAL_X_TOOLTIPS;

const CREATININE_DATE_REASONS = {
  old: 'creatinineTooOld',
  future: 'creatinineDateInFuture',
  unreadable: 'creatinineDateUnreadable',
} as const satisfies Record<SampleDateProblem, RenalXReason>;

/** Why no eGFR is recommended (specification §4 'X tooltips'); null when one is. */
export function renalXReason(
  patient: KidneyFunctionInput,
  estimates: EgfrEstimates,
): RenalXReason | null {
  if (estimates.recommended !== null) return null;
  if (!estimates.validAge) return 'enterPatientData';
  if (patient.creatinine !== null && estimates.creatinineDateProblem !== null) {
    return CREATININE_DATE_REASONS[estimates.creatinineDateProblem];
  }
  if (patient.refusedCreatinine === 'outOfRange') return 'creatinineOutOfRange';
  if (patient.refusedCreatinine === 'notANumber') return 'creatinineNotANumber';
  if (patient.creatinine === null) return 'creatinineMissing';
  return 'dataMissing';
}

export interface RenalTabInput {
  /** Whether the search list holds anything. */
  hasSearch: boolean;
  integrated: boolean;
  validAge: boolean;
  validGender: boolean;
  /** The recommended eGFR, or null when none could be recommended. */
  recommendedEgfr: number | null;
  /** Why no eGFR was recommended, when none was. */
  missingReason: RenalXReason | null;
  /** Classes of the documents' recommendations at the band shown (chosen or recommended). */
  documentClasses: readonly SeverityLetter[];
  /** Whether an entry of the search has no renal document, or none for the band shown. */
  hasUnassessed: boolean;
  nephrotoxicDocumentCount: number;
}

export type RenalBorder = 'red' | 'yellow' | 'darkBlue' | 'green';

export interface RenalTabState {
  renalClass: RenalClass;
  colour: ClassificationColour;
  border: RenalBorder;
  tooltip: string | null;
  /** Why the border has its colour, in Swedish: colour must never be the only carrier. */
  borderReasons: string[];
}

/** Specification §9: three nephrotoxic documents make the border yellow, more make it red. */
export const NEPHROTOXIC_LIMIT = 3;

export const RENAL_BORDER_REASONS = {
  classD: 'Minst ett läkemedel har klass D.',
  manyNephrotoxic: 'Fler än tre njurtoxiska läkemedel i sökningen.',
  egfrBelow30: 'eGFR under 30.',
  threeNephrotoxic: 'Tre njurtoxiska läkemedel i sökningen.',
  egfr30to89: 'eGFR 30–89.',
  noEgfr: 'eGFR har inte kunnat skattas.',
  noGender: 'Kön saknas.',
} as const;

/** The renal tab: class, badge colour, border and tooltip (specification §4 'Renal tab'). */
export function renalTabState(input: RenalTabInput): RenalTabState {
  if (!input.hasSearch && !input.integrated) {
    return { renalClass: '-', colour: 'green', border: 'green', tooltip: null, borderReasons: [] };
  }
  const highest = highestLetter(input.documentClasses);
  if (!input.validAge) {
    // Never hide a red signal (DESIGN §2): without an age the border is dark blue, unless a
    // class D or more than three nephrotoxic drugs make it red.
    const red = redReasons(input, highest, null);
    return {
      renalClass: 'X',
      colour: 'darkBlue',
      border: red.length > 0 ? 'red' : 'darkBlue',
      tooltip: RENAL_X_TOOLTIPS.enterPatientData,
      borderReasons: red.length > 0 ? red : [RENAL_X_TOOLTIPS.enterPatientData],
    };
  }
  const egfr = input.recommendedEgfr;
  const renalClass: RenalClass =
    egfr === null ? 'X' : (highest ?? (input.hasUnassessed ? '?' : 'A'));
  return {
    renalClass,
    colour:
      renalClass === 'X' ? 'darkBlue' : renalClass === '?' ? 'grey' : letterColour(renalClass),
    ...renalBorder(input, highest),
    tooltip: egfr === null ? RENAL_X_TOOLTIPS[input.missingReason ?? 'dataMissing'] : null,
  };
}

function redReasons(
  input: RenalTabInput,
  highest: SeverityLetter | null,
  roundedEgfr: number | null,
): string[] {
  return [
    highest === 'D' ? RENAL_BORDER_REASONS.classD : null,
    input.nephrotoxicDocumentCount > NEPHROTOXIC_LIMIT
      ? RENAL_BORDER_REASONS.manyNephrotoxic
      : null,
    roundedEgfr !== null && roundedEgfr < 30 ? RENAL_BORDER_REASONS.egfrBelow30 : null,
  ].filter((reason) => reason !== null);
}

/**
 * Border (specification §4): red for a D, more than 3 nephrotoxic documents or eGFR below 30;
 * yellow for exactly 3 nephrotoxic documents or eGFR 30–89; dark blue when data are missing,
 * gender is invalid or no eGFR was calculated; green otherwise.
 */
function renalBorder(
  input: RenalTabInput,
  highest: SeverityLetter | null,
): Pick<RenalTabState, 'border' | 'borderReasons'> {
  const egfr = input.recommendedEgfr === null ? null : Math.round(input.recommendedEgfr);
  const red = redReasons(input, highest, egfr);
  if (red.length > 0) return { border: 'red', borderReasons: red };
  const yellow = [
    input.nephrotoxicDocumentCount === NEPHROTOXIC_LIMIT
      ? RENAL_BORDER_REASONS.threeNephrotoxic
      : null,
    egfr !== null && egfr < 90 ? RENAL_BORDER_REASONS.egfr30to89 : null,
  ].filter((reason) => reason !== null);
  if (yellow.length > 0) return { border: 'yellow', borderReasons: yellow };
  if (egfr === null) return { border: 'darkBlue', borderReasons: [RENAL_BORDER_REASONS.noEgfr] };
  if (!input.validGender)
    return { border: 'darkBlue', borderReasons: [RENAL_BORDER_REASONS.noGender] };
  return { border: 'green', borderReasons: [] };
}
