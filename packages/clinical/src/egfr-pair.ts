import { daysBetween } from './calendar.ts';
import { renalBand } from './renal-bands.ts';

/** Specification §9: two estimates are combined when they differ by at most 30 % … */
export const MAX_PERCENT_DIFFERENCE_FOR_MEAN = 30;
/** … their samples were taken at most 7 days apart … */
export const MAX_SAMPLE_DAYS_APART_FOR_MEAN = 7;
/** … and both lie within 5–90 mL/min/1.73 m² (above 90 counts as normal range). */
export const MEAN_RANGE = { min: 5, max: 90 } as const;
/** Below this rounded eGFR both estimates call for the strictest recommendations (ADR 18). */
export const LOW_EGFR_LIMIT = 30;

/** Why creatinine and cystatin C estimates were or were not combined into a mean. */
export type MeanStatus =
  | 'combined'
  | 'notApplicable'
  | 'samplesTooFarApart'
  | 'outsideRange'
  | 'bothNormal'
  | 'differTooMuch';

/**
 * Why the lower of two estimates that may not be combined is suggested (ADR 8, ADR 18): both
 * are in the normal range; both lie below 30; both lie in the same band; or only one lies above
 * 90. In each case the lower one is the conservative choice and no prescriber is left without an
 * interval. Otherwise nothing is suggested: choosing between them is the prescriber's judgement.
 */
export type LowerEstimateReason = 'bothNormal' | 'bothBelow30' | 'sameBand' | 'oneAboveNormal';

/** The estimate a pair leaves for dosing: their mean, one of them, or none. */
export type PairChoice = 'mean' | 'creatinine' | 'cystatin' | null;

export interface PairComparison {
  status: Exclude<MeanStatus, 'notApplicable'>;
  /** |a − b| in percent of the lower. */
  percDiff: number;
  /** Relative mean, when combined. */
  mean: number | null;
  choice: PairChoice;
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

/** Why the lower estimate may stand in for a mean that cannot be formed; null: it may not. */
function lowerEstimateReason(pair: EstimatePair): LowerEstimateReason | null {
  if (isNormal(pair.creatinine) && isNormal(pair.cystatin)) return 'bothNormal';
  const creatinine = pair.toDosingScale(pair.creatinine);
  const cystatin = pair.toDosingScale(pair.cystatin);
  const below30 = (value: number) => Math.round(value) < LOW_EGFR_LIMIT;
  if (below30(creatinine) && below30(cystatin)) return 'bothBelow30';
  if (renalBand(creatinine) === renalBand(cystatin)) return 'sameBand';
  if (isNormal(pair.creatinine) !== isNormal(pair.cystatin)) return 'oneAboveNormal';
  return null;
}

/**
 * Specification §5 and §9: whether creatinine and cystatin C estimates form a mean; when they
 * do not, whether the lower one is suggested instead (ADR 18: never leave a prescriber without
 * an interval when the conservative choice is clear).
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
  const lowerReason = lowerEstimateReason(pair);
  const lower = pair.cystatin < pair.creatinine ? 'cystatin' : 'creatinine';
  return { status, percDiff, mean: null, choice: lowerReason ? lower : null, lowerReason };
}
