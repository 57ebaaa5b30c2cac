import type { ClassificationColour } from './classification-colour.ts';
import { highestLetter, letterColour, type SeverityLetter } from './severity-scale.ts';

/** eGFR bands by rounded eGFR (specification §4 'Renal tab', §9 thresholds 90, 60, 30, 15). */
export type RenalBand = '≥90' | '60–89' | '30–59' | '15–29' | '0–14';

const BANDS: readonly { band: RenalBand; min: number; degree: number }[] = [
  { band: '≥90', min: 90, degree: 0 },
  { band: '60–89', min: 60, degree: 1 },
  { band: '30–59', min: 30, degree: 2 },
  { band: '15–29', min: 15, degree: 3 },
  { band: '0–14', min: Number.NEGATIVE_INFINITY, degree: 4 },
];

function bandOf(egfr: number) {
  const rounded = Math.round(egfr);
  // The last band has no lower limit, so find always succeeds.
  return BANDS.find((band) => rounded >= band.min) as (typeof BANDS)[number];
}

/** The band of an eGFR, by its rounded value. */
export function renalBand(egfr: number): RenalBand {
  return bandOf(egfr).band;
}

/** GFR degree class (specification §9): ≥90 → 0, 60–89 → 1, 30–59 → 2, 15–29 → 3, <15 → 4. */
export function gfrDegreeClass(egfr: number): number {
  return bandOf(egfr).degree;
}

/** Display text (specification §4): 'eGFR' and the rounded value, '<5' below 5, '≥90' from 90. */
export function egfrDisplayText(egfr: number): string {
  const rounded = Math.round(egfr);
  if (rounded < 5) return 'eGFR <5';
  if (rounded >= 90) return 'eGFR ≥90';
  return `eGFR ${rounded}`;
}

/** Colour of an eGFR (specification §9): green from 90, yellow 30–89, red below 30. */
export function egfrColour(egfr: number): ClassificationColour {
  const rounded = Math.round(egfr);
  if (rounded >= 90) return 'green';
  if (rounded >= 30) return 'yellow';
  return 'red';
}

/**
 * An estimate is near another band when that band lies within ±10 % of it: eGFR estimates
 * carry at least that uncertainty (LM-rev: about 85 % of estimates within ±30 % of measured
 * GFR, Björk 2011), so a prescriber should weigh both bands' recommendations.
 */
export const NEAR_BOUNDARY_FRACTION = 0.1;

export interface NearBoundary {
  otherBand: RenalBand;
  message: string;
}

/** Flags an estimate near another band (specification §4), with the Swedish message. */
export function nearBoundary(egfr: number): NearBoundary | null {
  const own = renalBand(egfr);
  const candidates = [egfr * (1 - NEAR_BOUNDARY_FRACTION), egfr * (1 + NEAR_BOUNDARY_FRACTION)];
  const other = candidates.map(renalBand).find((band) => band !== own);
  if (other === undefined) return null;
  return {
    otherBand: other,
    message: `Skattat eGFR ligger nära intervallet ${other} mL/min. Väg in rekommendationerna för båda intervallen.`,
  };
}

/** Renal classification of a tab (specification §3 'njurfunktion'): A–D, '?', X or '-'. */
export type RenalClass = SeverityLetter | '?' | 'X' | '-';

/** The tooltips of an X class (specification §4 'X tooltips'), in Swedish. */
export const RENAL_X_TOOLTIPS = {
  meanNotCalculated: 'Medelvärde av eGFR kunde inte beräknas och inget intervall föreslås.',
  creatinineTooOld: 'Kreatininvärdet är äldre än ett år.',
  creatinineMissing: 'Kreatininvärde saknas.',
  enterPatientData: 'Ange patientdata för att få rekommendationer.',
  dataMissing: 'Data saknas för att skatta eGFR.',
} as const;
export type RenalXReason = keyof typeof RENAL_X_TOOLTIPS;

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
  /** Classes of the documents' recommendations that apply at the recommended eGFR. */
  documentClasses: readonly SeverityLetter[];
  /** Whether an entry of the search has no renal document. */
  hasUnassessed: boolean;
  nephrotoxicDocumentCount: number;
}

export interface RenalTabState {
  renalClass: RenalClass;
  colour: ClassificationColour;
  border: 'red' | 'yellow' | 'darkBlue' | 'green';
  tooltip: string | null;
}

/** The renal tab: class, badge colour, border and tooltip (specification §4 'Renal tab'). */
export function renalTabState(input: RenalTabInput): RenalTabState {
  if (!input.hasSearch && !input.integrated) {
    return { renalClass: '-', colour: 'green', border: 'green', tooltip: null };
  }
  if (!input.validAge) {
    return {
      renalClass: 'X',
      colour: 'darkBlue',
      border: 'darkBlue',
      tooltip: RENAL_X_TOOLTIPS.enterPatientData,
    };
  }
  const highest = highestLetter(input.documentClasses);
  const egfr = input.recommendedEgfr;
  const renalClass: RenalClass =
    egfr === null ? 'X' : (highest ?? (input.hasUnassessed ? '?' : 'A'));
  return {
    renalClass,
    colour:
      renalClass === 'X' ? 'darkBlue' : renalClass === '?' ? 'grey' : letterColour(renalClass),
    border: renalBorder(input, highest),
    tooltip: egfr === null ? RENAL_X_TOOLTIPS[input.missingReason ?? 'dataMissing'] : null,
  };
}

/**
 * Border (specification §4): red for a D, more than 3 nephrotoxic documents or eGFR below 30;
 * yellow for exactly 3 nephrotoxic documents or eGFR 30–89; dark blue when data are missing,
 * gender is invalid or no eGFR was calculated; green otherwise.
 */
function renalBorder(
  input: RenalTabInput,
  highest: SeverityLetter | null,
): RenalTabState['border'] {
  const egfr = input.recommendedEgfr === null ? null : Math.round(input.recommendedEgfr);
  if (highest === 'D' || input.nephrotoxicDocumentCount > 3 || (egfr !== null && egfr < 30))
    return 'red';
  if (input.nephrotoxicDocumentCount === 3 || (egfr !== null && egfr < 90)) return 'yellow';
  if (egfr === null || !input.validGender) return 'darkBlue';
  return 'green';
}
