import { daysBetween } from './calendar.ts';
import {
  absoluteEgfr,
  bodyMassIndex,
  duboisBodySurfaceArea,
  lmRevRelativeEgfr,
  type Sex,
} from './egfr.ts';

/** The result labels of specification §3 'eGFR result entry'. */
export type EgfrLabel =
  | 'manualAbsoluteEGFR'
  | 'absoluteAverageEGFR'
  | 'absoluteEGFR'
  | 'absoluteCystatinEGFR'
  | 'averageRelativeEGFR'
  | 'relativeEGFR'
  | 'relativeCystatinEGFR';

/** Display order: what a prescriber doses by (absolute, combined) first. `rank` is the position. */
const LABEL_ORDER: readonly EgfrLabel[] = [
  'manualAbsoluteEGFR',
  'absoluteAverageEGFR',
  'absoluteEGFR',
  'absoluteCystatinEGFR',
  'averageRelativeEGFR',
  'relativeEGFR',
  'relativeCystatinEGFR',
];

const LABEL_NAMES: Record<EgfrLabel, string> = {
  manualAbsoluteEGFR: 'Absolut GFR (manuellt angivet)',
  absoluteAverageEGFR: 'Absolut eGFR (medelvärde kreatinin och cystatin C)',
  absoluteEGFR: 'Absolut eGFR (kreatinin)',
  absoluteCystatinEGFR: 'Absolut eGFR (cystatin C)',
  averageRelativeEGFR: 'Relativt eGFR (medelvärde kreatinin och cystatin C)',
  relativeEGFR: 'Relativt eGFR (kreatinin)',
  relativeCystatinEGFR: 'Relativt eGFR (cystatin C)',
};

/** Specification §9: two estimates are combined when they differ by at most 30 % … */
export const MAX_PERCENT_DIFFERENCE_FOR_MEAN = 30;
/** … their samples were taken at most 7 days apart … */
export const MAX_SAMPLE_DAYS_APART_FOR_MEAN = 7;
/** … and both lie within 5–90 mL/min/1.73 m² (above 90 counts as normal range). */
export const MEAN_RANGE = { min: 5, max: 90 } as const;
/** A creatinine or cystatin C sample is used for at most 1 year (366 days with a leap day). */
export const MAX_SAMPLE_AGE_DAYS = 366;
/** Specification §5: support is for adults; accepted ages are above 17 and below 131. */
export const AGE_RANGE = { minExclusive: 17, maxExclusive: 131 } as const;

/**
 * Validated patient data (specification §3 'Kidney-function input'); null where absent or
 * invalid. A missing sampling date means the value was entered now.
 */
export interface KidneyFunctionInput {
  birthYear: number | null;
  gender: Sex | null;
  /** kg */
  weight: number | null;
  /** cm */
  height: number | null;
  /** µmol/L */
  creatinine: number | null;
  creatinineDate: Date | null;
  /** mL/min/1.73 m² */
  relativeCystatinEGFR: number | null;
  relativeCystatinEGFRDate: Date | null;
  /** mL/min, e.g. a measured clearance the clinician enters */
  manualAbsoluteEGFR: number | null;
}

export interface EgfrResultEntry {
  rank: number;
  value: number;
  label: EgfrLabel;
  name: string;
  /** For mean entries: how much the two estimates differ, in % of the lower one. */
  percDiff: number | null;
  recommended: boolean;
}

/** Why creatinine and cystatin C estimates were or were not combined into a mean. */
export type MeanStatus =
  | 'combined'
  | 'notApplicable'
  | 'samplesTooFarApart'
  | 'outsideRange'
  | 'bothNormal'
  | 'differTooMuch';

export interface EgfrEstimates {
  age: number | null;
  bmi: number | null;
  bodySurfaceArea: number | null;
  validAge: boolean;
  validGender: boolean;
  validCreatinineDate: boolean;
  validCystatinDate: boolean;
  meanStatus: MeanStatus;
  /** Percent difference of the two estimates, when both exist. */
  percDiff: number | null;
  entries: EgfrResultEntry[];
  recommended: EgfrResultEntry | null;
  /** The estimates placed on the interval scale: absolute when body size is known, else relative. */
  ballObjects: { label: EgfrLabel; value: number; recommended: boolean }[];
  /** Specification §4: done only when gender, age, weight, height and creatinine are all valid. */
  calculationDone: boolean;
}

/** Age in whole years as the specification counts it: the current year minus the birth year. */
export function ageFromBirthYear(birthYear: number, now: Date): number {
  return now.getUTCFullYear() - birthYear;
}

/** Whether an age is accepted: above 17 and below 131 (specification §5, §9). */
export function isAcceptedAge(age: number): boolean {
  return age > AGE_RANGE.minExclusive && age < AGE_RANGE.maxExclusive;
}

/** A sample is usable when it was taken 0–366 days ago; a missing date means today. */
export function isSampleDateValid(date: Date | null, now: Date): boolean {
  if (date === null) return true;
  const age = daysBetween(date, now);
  return age >= 0 && age <= MAX_SAMPLE_AGE_DAYS;
}

/** |a − b| in percent of the lower value: 30 % means the ratio of the two is at most 1.3. */
export function percentDifference(a: number, b: number): number {
  return (Math.abs(a - b) / Math.min(a, b)) * 100;
}

/**
 * Every eGFR estimate the input allows, which one is recommended for dosing, and why a mean was
 * or was not formed. The recommended estimate is, in order: a manually entered absolute GFR;
 * the mean of creatinine and cystatin C estimates when they may be combined; the only estimate
 * when there is one. When both exist but may not be combined, none is recommended — the
 * prescriber must judge (specification §4 'X tooltips').
 */
export function estimateEgfr(input: KidneyFunctionInput, now: Date): EgfrEstimates {
  const age = input.birthYear === null ? null : ageFromBirthYear(input.birthYear, now);
  const validAge = age !== null && isAcceptedAge(age);
  const validGender = input.gender !== null;
  const validCreatinineDate = isSampleDateValid(input.creatinineDate, now);
  const validCystatinDate = isSampleDateValid(input.relativeCystatinEGFRDate, now);
  const bodySurfaceArea =
    input.weight !== null && input.height !== null
      ? duboisBodySurfaceArea(input.weight, input.height)
      : null;
  const bmi =
    input.weight !== null && input.height !== null
      ? bodyMassIndex(input.weight, input.height)
      : null;

  const creatinineEgfr =
    input.creatinine !== null &&
    validCreatinineDate &&
    age !== null &&
    validAge &&
    input.gender !== null
      ? lmRevRelativeEgfr(input.creatinine, age, input.gender)
      : null;
  const cystatinEgfr = validCystatinDate ? input.relativeCystatinEGFR : null;
  const pair =
    creatinineEgfr !== null && cystatinEgfr !== null
      ? comparePair(
          creatinineEgfr,
          cystatinEgfr,
          input.creatinineDate ?? now,
          input.relativeCystatinEGFRDate ?? now,
        )
      : null;
  const mean = pair?.status === 'combined' ? pair.mean : null;

  const values = new Map<EgfrLabel, number>();
  const put = (label: EgfrLabel, relative: number | null, toAbsolute: boolean) => {
    if (relative === null) return;
    if (!toAbsolute) values.set(label, relative);
    else if (bodySurfaceArea !== null) values.set(label, absoluteEgfr(relative, bodySurfaceArea));
  };
  put('manualAbsoluteEGFR', input.manualAbsoluteEGFR, false);
  put('relativeEGFR', creatinineEgfr, false);
  put('relativeCystatinEGFR', cystatinEgfr, false);
  put('averageRelativeEGFR', mean, false);
  put('absoluteEGFR', creatinineEgfr, true);
  put('absoluteCystatinEGFR', cystatinEgfr, true);
  put('absoluteAverageEGFR', mean, true);

  const recommendedSource = values.has('manualAbsoluteEGFR')
    ? 'manual'
    : pair === null
      ? creatinineEgfr !== null
        ? 'creatinine'
        : cystatinEgfr !== null
          ? 'cystatin'
          : null
      : pair.recommended;
  const recommendedLabel =
    recommendedSource && RECOMMENDED_LABEL[recommendedSource][bodySurfaceArea !== null ? 0 : 1];
  const percDiff = pair?.percDiff ?? null;
  const entries = LABEL_ORDER.flatMap((label, index): EgfrResultEntry[] => {
    const value = values.get(label);
    if (value === undefined) return [];
    const isMean = label === 'averageRelativeEGFR' || label === 'absoluteAverageEGFR';
    return [
      {
        rank: index + 1,
        value,
        label,
        name: LABEL_NAMES[label],
        percDiff: isMean ? percDiff : null,
        recommended: label === recommendedLabel,
      },
    ];
  });
  const onScale = (label: EgfrLabel) =>
    label === 'manualAbsoluteEGFR' || (bodySurfaceArea !== null) === label.startsWith('absolute');

  return {
    age,
    bmi,
    bodySurfaceArea,
    validAge,
    validGender,
    validCreatinineDate,
    validCystatinDate,
    meanStatus: pair?.status ?? 'notApplicable',
    percDiff,
    entries,
    recommended: entries.find((entry) => entry.recommended) ?? null,
    ballObjects: entries
      .filter((entry) => onScale(entry.label))
      .map(({ label, value, recommended }) => ({ label, value, recommended })),
    calculationDone:
      validGender &&
      validAge &&
      input.weight !== null &&
      input.height !== null &&
      input.creatinine !== null,
  };
}

type EstimateSource = 'manual' | 'mean' | 'creatinine' | 'cystatin';

/** Which label carries a source's value: [with body size known (absolute), without (relative)]. */
const RECOMMENDED_LABEL: Record<EstimateSource, readonly [EgfrLabel, EgfrLabel]> = {
  manual: ['manualAbsoluteEGFR', 'manualAbsoluteEGFR'],
  mean: ['absoluteAverageEGFR', 'averageRelativeEGFR'],
  creatinine: ['absoluteEGFR', 'relativeEGFR'],
  cystatin: ['absoluteCystatinEGFR', 'relativeCystatinEGFR'],
};

type PairComparison =
  | { status: 'combined'; mean: number; percDiff: number; recommended: 'mean' }
  | {
      status: Exclude<MeanStatus, 'combined' | 'notApplicable'>;
      percDiff: number;
      recommended: EstimateSource | null;
    };

/** Specification §5 and §9: when creatinine and cystatin C estimates may form a mean. */
function comparePair(
  creatinineEgfr: number,
  cystatinEgfr: number,
  creatinineDate: Date,
  cystatinDate: Date,
): PairComparison {
  const percDiff = percentDifference(creatinineEgfr, cystatinEgfr);
  if (Math.abs(daysBetween(creatinineDate, cystatinDate)) > MAX_SAMPLE_DAYS_APART_FOR_MEAN) {
    return { status: 'samplesTooFarApart', percDiff, recommended: null };
  }
  if (creatinineEgfr > MEAN_RANGE.max && cystatinEgfr > MEAN_RANGE.max) {
    // Both in the normal range: the lower one, so a dose is never chosen on the higher.
    return {
      status: 'bothNormal',
      percDiff,
      recommended: cystatinEgfr < creatinineEgfr ? 'cystatin' : 'creatinine',
    };
  }
  const inRange = (value: number) => value >= MEAN_RANGE.min && value <= MEAN_RANGE.max;
  if (!inRange(creatinineEgfr) || !inRange(cystatinEgfr)) {
    return { status: 'outsideRange', percDiff, recommended: null };
  }
  if (percDiff > MAX_PERCENT_DIFFERENCE_FOR_MEAN)
    return { status: 'differTooMuch', percDiff, recommended: null };
  return {
    status: 'combined',
    mean: (creatinineEgfr + cystatinEgfr) / 2,
    percDiff,
    recommended: 'mean',
  };
}
