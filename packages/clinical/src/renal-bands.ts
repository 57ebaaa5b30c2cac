import type { ClassificationColour } from './classification-colour.ts';

/** eGFR bands by rounded eGFR (specification §4 'Renal tab', §9 thresholds 90, 60, 30, 15). */
export type RenalBand = '≥90' | '60–89' | '30–59' | '15–29' | '0–14';

export interface RenalBandDefinition {
  band: RenalBand;
  /** The band's name in a URL (`interval`): ASCII, '90-' for 90 and above. */
  id: string;
  /** Rounded eGFR from, inclusive. */
  min: number;
  /** Rounded eGFR to, inclusive; Infinity for the top band. */
  max: number;
  /** GFR degree class (specification §9). */
  degree: number;
}

/** The bands, highest first, as the interval scale shows them. */
export const RENAL_BANDS: readonly RenalBandDefinition[] = [
  { band: '≥90', id: '90-', min: 90, max: Number.POSITIVE_INFINITY, degree: 0 },
  { band: '60–89', id: '60-89', min: 60, max: 89, degree: 1 },
  { band: '30–59', id: '30-59', min: 30, max: 59, degree: 2 },
  { band: '15–29', id: '15-29', min: 15, max: 29, degree: 3 },
  { band: '0–14', id: '0-14', min: 0, max: 14, degree: 4 },
];

function bandOf(egfr: number): RenalBandDefinition {
  // The lowest band starts at 0 and nothing lies below it, so every value has a band.
  const rounded = Math.max(Math.round(egfr), 0);
  return RENAL_BANDS.find((band) => rounded >= band.min) as RenalBandDefinition;
}

/** The band of an eGFR, by its rounded value. */
export function renalBand(egfr: number): RenalBand {
  return bandOf(egfr).band;
}

/** The definition of a band. */
export function bandDefinition(band: RenalBand): RenalBandDefinition {
  return RENAL_BANDS.find((definition) => definition.band === band) as RenalBandDefinition;
}

/** A band from its URL id ('30-59'); null for anything else. */
export function bandFromId(id: string): RenalBand | null {
  return RENAL_BANDS.find((definition) => definition.id === id.trim())?.band ?? null;
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

/** Whether an eGFR is relative (per 1.73 m² body surface) or absolute (the patient's own). */
export type EgfrScale = 'relative' | 'absolute';

/** The unit of an eGFR on a scale, as Swedish clinicians write it. */
export const EGFR_UNITS: Readonly<Record<EgfrScale, string>> = {
  relative: 'mL/min/1,73 m²',
  absolute: 'mL/min',
};

/**
 * The boundary-warning bands of specification §9 ('12-14, 15-29, 30-59, 60-89'), by rounded
 * eGFR, and how each is checked (ADR 35):
 * - 12–14 is a warning band of its own, just below 15: every estimate there is flagged as near
 *   15–29, whose recommendations are the nearest less strict ones.
 * - 15–29, 30–59 and 60–89 are flagged when a neighbouring band below 90 lies within ±10 % of
 *   the estimate (NEAR_BOUNDARY_FRACTION).
 * Below 12 and from 90 nothing is flagged: no other band with recommendations is within reach
 * there, and 90 and above needs no recommendation.
 */
export const BOUNDARY_WARNING_BANDS: readonly { min: number; max: number; always?: RenalBand }[] = [
  { min: 12, max: 14, always: '15–29' },
  { min: 15, max: 29 },
  { min: 30, max: 59 },
  { min: 60, max: 89 },
];

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

/**
 * Flags an estimate near another band (specification §4, §9), with the Swedish message in the
 * estimate's own unit. Only bands with recommendations (below 90) are named.
 */
export function nearBoundary(egfr: number, scale: EgfrScale): NearBoundary | null {
  const rounded = Math.round(egfr);
  const warningBand = BOUNDARY_WARNING_BANDS.find((b) => rounded >= b.min && rounded <= b.max);
  if (warningBand === undefined) return null;
  const own = renalBand(egfr);
  const other =
    warningBand.always ??
    [egfr * (1 - NEAR_BOUNDARY_FRACTION), egfr * (1 + NEAR_BOUNDARY_FRACTION)]
      .map(renalBand)
      .find((band) => band !== own && band !== '≥90');
  if (other === undefined) return null;
  return {
    otherBand: other,
    message: `Skattat eGFR ligger nära intervallet ${other} ${EGFR_UNITS[scale]}. Väg in rekommendationerna för båda intervallen.`,
  };
}
