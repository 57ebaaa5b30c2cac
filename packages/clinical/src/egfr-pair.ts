import { daysBetween } from './calendar.ts';
import { renalBand } from './renal-bands.ts';

/** Specification §9: two estimates are combined when they differ by at most 30 % … */
export const MAX_PERCENT_DIFFERENCE_FOR_MEAN = 30;
/** … their samples were taken at most 7 days apart … */
export const MAX_SAMPLE_DAYS_APART_FOR_MEAN = 7;
/** … and both lie within 5–90 mL/min/1.73 m² (above 90 counts as normal range). */
export const MEAN_RANGE = { min: 5, max: 90 } as const;

/** Whether creatinine and cystatin C estimates were or were not combined into a mean. */
export type MeanStatus =
  | 'combined'
  | 'notApplicable'
  | 'samplesTooFarApart'
  | 'outsideRange'
  | 'bothNormal'
  | 'differTooMuch';

/**
 * Why no mean was formed, seen from the bands (ADR 35, superseding part of ADR 18): both
 * estimates are in the normal range; both lie in one band on the dosing scale; or they lie in
 * different bands. In every case the lower estimate is suggested: a decision support must never
 * show less risk because a second laboratory value was entered. With different bands the
 * prescriber is told so and may choose the other band.
 */
export type LowerEstimateReason = 'bothNormal' | 'sameBand' | 'differentBands';

/** The estimate a pair leaves for dosing: their mean or the lower of them. */
export type PairChoice = 'mean' | 'creatinine' | 'cystatin';

export interface PairComparison {
  status: Exclude<MeanStatus, 'notApplicable'>;
  /** |a − b| in percent of the lower. */
  percDiff: number;
  /** Relative mean, when combined. */
  mean: number | null;
  choice: PairChoice;
  /** How the estimates relate when no mean was formed; null when they were combined. */
  lowerReason: LowerEstimateReason | null;
}

export interface EstimatePair {
  /** Relative eGFR from creatinine, mL/min/1.73 m². */
  creatinine: number;
  /** Relative eGFR from cystatin C, mL/min/1.73 m². */
  cystatin: number;
  creatinineDate: Date;
  cystatinDate: Date;
  /** The value a prescriber doses by: absolute when body size is known, else the relative. */
  toDosingScale: (relative: number) => number;
}

/** |a − b| in percent of the lower value: 30 % means the ratio of the two is at most 1.3. */
export function percentDifference(a: number, b: number): number {
  return (Math.abs(a - b) / Math.min(a, b)) * 100;
}

const inMeanRange = (value: number) => value >= MEAN_RANGE.min && value <= MEAN_RANGE.max;
const isNormal = (value: number) => value > MEAN_RANGE.max;

function meanStatus(pair: EstimatePair, percDiff: number): PairComparison['status'] {
  const daysApart = Math.abs(daysBetween(pair.creatinineDate, pair.cystatinDate));
  if (daysApart > MAX_SAMPLE_DAYS_APART_FOR_MEAN) return 'samplesTooFarApart';
  if (isNormal(pair.creatinine) && isNormal(pair.cystatin)) return 'bothNormal';
  if (!inMeanRange(pair.creatinine) || !inMeanRange(pair.cystatin)) return 'outsideRange';
  if (percDiff > MAX_PERCENT_DIFFERENCE_FOR_MEAN) return 'differTooMuch';
  return 'combined';
}

/** How the two estimates relate when the lower one stands in for a mean that cannot be formed. */
function lowerEstimateReason(pair: EstimatePair): LowerEstimateReason {
  if (isNormal(pair.creatinine) && isNormal(pair.cystatin)) return 'bothNormal';
  const creatinineBand = renalBand(pair.toDosingScale(pair.creatinine));
  const cystatinBand = renalBand(pair.toDosingScale(pair.cystatin));
  return creatinineBand === cystatinBand ? 'sameBand' : 'differentBands';
}

/**
 * Specification §5 and §9: whether creatinine and cystatin C estimates form a mean; when they
 * do not, the lower one is suggested instead (ADR 35): adding a second estimate never shows less
 * risk than the lower estimate alone would.
 */
export function comparePair(pair: EstimatePair): PairComparison {
  const percDiff = percentDifference(pair.creatinine, pair.cystatin);
  const status = meanStatus(pair, percDiff);
  if (status === 'combined') {
    return {
      status,
      percDiff,
      mean: (pair.creatinine + pair.cystatin) / 2,
      choice: 'mean',
      lowerReason: null,
    };
  }
  const lower = pair.cystatin < pair.creatinine ? 'cystatin' : 'creatinine';
  return { status, percDiff, mean: null, choice: lower, lowerReason: lowerEstimateReason(pair) };
}
