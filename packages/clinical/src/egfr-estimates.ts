import { daysBetween, swedishToday } from './calendar.ts';
import {
  absoluteEgfr,
  bodyMassIndex,
  capaRelativeEgfr,
  duboisBodySurfaceArea,
  lmRevRelativeEgfr,
  type Sex,
} from './egfr.ts';
import {
  comparePair,
  type LowerEstimateReason,
  type MeanStatus,
  type PairChoice,
} from './egfr-pair.ts';
import type { EgfrScale } from './renal-bands.ts';

/** Why a measure was refused: outside its range, or not a number at all. */
export type MeasureRefusal = 'outOfRange' | 'notANumber';

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
  manualAbsoluteEGFR: 'Uppmätt GFR (manuellt angivet)',
  absoluteAverageEGFR: 'Absolut eGFR (medelvärde av kreatinin och cystatin C)',
  absoluteEGFR: 'Absolut eGFR (kreatinin)',
  absoluteCystatinEGFR: 'Absolut eGFR (cystatin C)',
  averageRelativeEGFR: 'Relativt eGFR (medelvärde av kreatinin och cystatin C)',
  relativeEGFR: 'Relativt eGFR (kreatinin)',
  relativeCystatinEGFR: 'Relativt eGFR (cystatin C)',
};

/** The scale of an estimate: a manual GFR and the absolute estimates are absolute. */
export function scaleOfLabel(label: EgfrLabel): EgfrScale {
  return label === 'manualAbsoluteEGFR' || label.startsWith('absolute') ? 'absolute' : 'relative';
}

/** A creatinine or cystatin C sample is used for at most 1 year (366 days with a leap day). */
export const MAX_SAMPLE_AGE_DAYS = 366;
/** Specification §5: support is for adults; accepted ages are above 17 and below 131. */
export const AGE_RANGE = { minExclusive: 17, maxExclusive: 131 } as const;

/**
 * Validated patient data (specification §3 'Kidney-function input'); null where absent or
 * invalid. A missing sampling date means the value was entered today.
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
  /**
   * Why a creatinine that was given was refused (then `creatinine` is null), so the tab says so
   * rather than 'missing'; absent when none was refused.
   */
  refusedCreatinine?: MeasureRefusal | null;
  creatinineDate: Date | null;
  /**
   * A sampling date was given but could not be read (ADR 57): the value cannot be dated, so it is
   * not used, never taken as today's. Absent or false otherwise.
   */
  creatinineDateRefused?: boolean;
  /** mL/min/1.73 m², as the laboratory reports it */
  relativeCystatinEGFR: number | null;
  /** The date of the cystatin C sample, whichever way its value was entered. */
  relativeCystatinEGFRDate: Date | null;
  /** As `creatinineDateRefused`, for the cystatin C sample. */
  cystatinDateRefused?: boolean;
  /** mg/L; used through CAPA when no cystatin C eGFR is given */
  cystatinC: number | null;
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

export type { LowerEstimateReason, MeanStatus } from './egfr-pair.ts';

export interface EgfrEstimates {
  age: number | null;
  bmi: number | null;
  bodySurfaceArea: number | null;
  validAge: boolean;
  validGender: boolean;
  validCreatinineDate: boolean;
  validCystatinDate: boolean;
  /** Why the creatinine is not used because of its sampling date; null when the date allows it. */
  creatinineDateProblem: SampleDateProblem | null;
  /** Relative eGFR from creatinine (LM-rev), when it could be estimated. */
  creatinineEgfr: number | null;
  /** Relative eGFR from cystatin C, and whether it was entered or computed (CAPA). */
  cystatinEgfr: number | null;
  cystatinSource: 'entered' | 'capa' | null;
  meanStatus: MeanStatus;
  /** Why the lower of two estimates was suggested instead of a mean; null otherwise. */
  lowerReason: LowerEstimateReason | null;
  /** Percent difference of the two estimates, when both exist. */
  percDiff: number | null;
  /** The scale doses are read on: absolute when weight and height are known. */
  scale: EgfrScale;
  entries: EgfrResultEntry[];
  recommended: EgfrResultEntry | null;
  /** The estimates placed on the interval scale: absolute when body size is known, else relative. */
  ballObjects: { label: EgfrLabel; value: number; recommended: boolean }[];
  /**
   * Specification §4: done only when gender, age, weight, height and creatinine are all valid,
   * the creatinine sample included (at most a year old; ADR 18).
   */
  calculationDone: boolean;
}

/** Age in whole years as the specification counts it: this year in Sweden minus the birth year. */
export function ageFromBirthYear(birthYear: number, now: Date): number {
  return swedishToday(now).getUTCFullYear() - birthYear;
}

/** Whether an age is accepted: above 17 and below 131 (specification §5, §9). */
export function isAcceptedAge(age: number): boolean {
  return age > AGE_RANGE.minExclusive && age < AGE_RANGE.maxExclusive;
}

/** Why a sample's value is not used because of its date; each has its own words (ADR 57). */
export type SampleDateProblem = 'unreadable' | 'future' | 'old';

/**
 * Why a sample cannot be used because of its date, or null when it can: a date given but not
 * readable, one after today, or one more than 366 days old. A sample without a date is today's.
 */
export function sampleDateProblem(
  date: Date | null,
  refused: boolean | undefined,
  now: Date,
): SampleDateProblem | null {
  if (refused === true) return 'unreadable';
  if (date === null) return null;
  const age = daysBetween(date, swedishToday(now));
  if (age < 0) return 'future';
  return age > MAX_SAMPLE_AGE_DAYS ? 'old' : null;
}

/** A sample is usable when it was taken 0–366 days ago in Swedish time; a missing date is today. */
export function isSampleDateValid(date: Date | null, now: Date): boolean {
  return sampleDateProblem(date, false, now) === null;
}

/**
 * The cystatin C estimate: the eGFR the laboratory reported, else CAPA from cystatin C in mg/L,
 * which needs an accepted age.
 */
function cystatinEstimate(
  input: KidneyFunctionInput,
  acceptedAge: number | null,
): { source: 'entered' | 'capa'; value: number } | null {
  if (input.relativeCystatinEGFR !== null)
    return { source: 'entered', value: input.relativeCystatinEGFR };
  if (input.cystatinC !== null && acceptedAge !== null)
    return { source: 'capa', value: capaRelativeEgfr(input.cystatinC, acceptedAge) };
  return null;
}

/** Which label carries a source's value: [with body size known (absolute), without (relative)]. */
const LABEL_OF: Record<'manual' | PairChoice, readonly [EgfrLabel, EgfrLabel]> = {
  manual: ['manualAbsoluteEGFR', 'manualAbsoluteEGFR'],
  mean: ['absoluteAverageEGFR', 'averageRelativeEGFR'],
  creatinine: ['absoluteEGFR', 'relativeEGFR'],
  cystatin: ['absoluteCystatinEGFR', 'relativeCystatinEGFR'],
};

/**
 * Every eGFR estimate the input allows, which one is recommended for dosing, and why a mean was
 * or was not formed. The recommended estimate is, in order: a manually entered absolute GFR;
 * the mean of creatinine and cystatin C estimates when they may be combined, else the lower of
 * them (ADR 35: a second estimate never shows less risk); the only estimate when there is one.
 * None is recommended only when no estimate can be made (specification §4 'X tooltips').
 */
export function estimateEgfr(input: KidneyFunctionInput, now: Date): EgfrEstimates {
  const today = swedishToday(now);
  const age = input.birthYear === null ? null : ageFromBirthYear(input.birthYear, now);
  const validAge = age !== null && isAcceptedAge(age);
  const creatinineDateProblem = sampleDateProblem(
    input.creatinineDate,
    input.creatinineDateRefused,
    now,
  );
  const validCreatinineDate = creatinineDateProblem === null;
  const validCystatinDate =
    sampleDateProblem(input.relativeCystatinEGFRDate, input.cystatinDateRefused, now) === null;
  const body =
    input.weight !== null && input.height !== null
      ? {
          bsa: duboisBodySurfaceArea(input.weight, input.height),
          bmi: bodyMassIndex(input.weight, input.height),
        }
      : null;
  const hasBody = body !== null;
  const bodySurfaceArea = body?.bsa ?? null;
  const toDosingScale = (relative: number) =>
    body === null ? relative : absoluteEgfr(relative, body.bsa);

  const creatinineEgfr =
    input.creatinine !== null &&
    validCreatinineDate &&
    age !== null &&
    validAge &&
    input.gender !== null
      ? lmRevRelativeEgfr(input.creatinine, age, input.gender)
      : null;
  const cystatin = validCystatinDate ? cystatinEstimate(input, validAge ? age : null) : null;
  const cystatinEgfr = cystatin?.value ?? null;
  const pair =
    creatinineEgfr !== null && cystatinEgfr !== null
      ? comparePair({
          creatinine: creatinineEgfr,
          cystatin: cystatinEgfr,
          creatinineDate: input.creatinineDate ?? today,
          cystatinDate: input.relativeCystatinEGFRDate ?? today,
          toDosingScale,
        })
      : null;

  const values = new Map<EgfrLabel, number>();
  const put = (label: EgfrLabel, relative: number | null, toAbsolute: boolean) => {
    if (relative === null) return;
    if (!toAbsolute) values.set(label, relative);
    else if (body !== null) values.set(label, absoluteEgfr(relative, body.bsa));
  };
  put('manualAbsoluteEGFR', input.manualAbsoluteEGFR, false);
  put('relativeEGFR', creatinineEgfr, false);
  put('relativeCystatinEGFR', cystatinEgfr, false);
  put('averageRelativeEGFR', pair?.mean ?? null, false);
  put('absoluteEGFR', creatinineEgfr, true);
  put('absoluteCystatinEGFR', cystatinEgfr, true);
  put('absoluteAverageEGFR', pair?.mean ?? null, true);

  const choice: keyof typeof LABEL_OF | null = values.has('manualAbsoluteEGFR')
    ? 'manual'
    : pair !== null
      ? pair.choice
      : creatinineEgfr !== null
        ? 'creatinine'
        : cystatinEgfr !== null
          ? 'cystatin'
          : null;
  const recommendedLabel = choice === null ? null : LABEL_OF[choice][hasBody ? 0 : 1];
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
    label === 'manualAbsoluteEGFR' || hasBody === label.startsWith('absolute');

  return {
    age,
    bmi: body?.bmi ?? null,
    bodySurfaceArea,
    validAge,
    validGender: input.gender !== null,
    validCreatinineDate,
    validCystatinDate,
    creatinineDateProblem,
    creatinineEgfr,
    cystatinEgfr,
    cystatinSource: cystatin?.source ?? null,
    meanStatus: pair?.status ?? 'notApplicable',
    lowerReason: pair?.lowerReason ?? null,
    percDiff,
    scale: hasBody ? 'absolute' : 'relative',
    entries,
    recommended: entries.find((entry) => entry.recommended) ?? null,
    ballObjects: entries
      .filter((entry) => onScale(entry.label))
      .map(({ label, value, recommended }) => ({ label, value, recommended })),
    calculationDone:
      input.gender !== null &&
      validAge &&
      hasBody &&
      input.creatinine !== null &&
      validCreatinineDate,
  };
}
