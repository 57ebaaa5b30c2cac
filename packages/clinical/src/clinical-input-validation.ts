import { daysBetween, parseIsoDate, swedishToday } from './calendar.ts';
import type { Sex } from './egfr.ts';
import {
  ageFromBirthYear,
  isAcceptedAge,
  MAX_SAMPLE_AGE_DAYS,
  type MeasureRefusal,
} from './egfr-estimates.ts';
import { invalid, valid, type Validated } from './validation-result.ts';

/** Feedback for a required field left empty (specification §4 'Search'). */
export const REQUIRED_FEEDBACK = '*Obligatoriskt';

/**
 * Ranges of the clinical inputs, inclusive (specification §5, DESIGN §2). Creatinine reaches
 * 2000 µmol/L: values above 300 occur in severe kidney failure, and refusing them would make the
 * lowest band unreachable (ADR 18). A measured GFR is checked like a cystatin C eGFR, 1–200.
 */
export const CLINICAL_RANGES = {
  height: { min: 50, max: 300, unit: 'cm' },
  weight: { min: 5, max: 1000, unit: 'kg' },
  creatinine: { min: 30, max: 2000, unit: 'µmol/L' },
  cystatinEgfr: { min: 1, max: 200, unit: 'mL/min/1,73 m²' },
  cystatinC: { min: 0.3, max: 10, unit: 'mg/L' },
  measuredGfr: { min: 1, max: 200, unit: 'mL/min' },
} as const;
/** Above this creatinine (µmol/L) the estimate is uncertain at very low GFR (renal warning dv17). */
export const CREATININE_UNCERTAIN_ABOVE = 300;
export type ClinicalMeasure = keyof typeof CLINICAL_RANGES;

/** Fertile age of women (specification §5, §9): 13–55 years, inclusive. */
export const FERTILE_AGE = { min: 13, max: 55 } as const;
/** Adult from 18 years (specification §9). */
export const ADULT_AGE = 18;

const DIGITS = /^\d+$/;
// Digits with at most one decimal separator; Swedish users write a comma.
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * Birth year (specification §5): digits only, more than 3 of them, giving an age above 17 and
 * below 131 in the current year.
 */
export function validateBirthYear(text: string, now: Date): Validated<number> {
  const trimmed = text.trim();
  if (trimmed === '') return invalid(REQUIRED_FEEDBACK);
  if (!DIGITS.test(trimmed)) return invalid('Ange födelseåret med siffror');
  if (trimmed.length <= 3) return invalid('Ange födelseåret med fyra siffror');
  const birthYear = Number(trimmed);
  if (!isAcceptedAge(ageFromBirthYear(birthYear, now))) {
    return invalid('Åldern ska vara 18–130 år; beslutsstödet gäller vuxna');
  }
  return valid(birthYear);
}

/** A measure within its range (specification §5); other characters than digits are refused. */
export function validateMeasure(measure: ClinicalMeasure, text: string): Validated<number> {
  const { min, max, unit } = CLINICAL_RANGES[measure];
  const trimmed = text.trim();
  if (trimmed === '') return invalid(REQUIRED_FEEDBACK);
  if (!DECIMAL.test(trimmed)) return invalid('Ange ett tal med siffror');
  const value = Number(trimmed.replace(',', '.'));
  if (value < min || value > max) {
    return invalid(`Ange ett värde mellan ${swedishNumber(min)} och ${swedishNumber(max)} ${unit}`);
  }
  return valid(value);
}

/**
 * Why a measure's text was refused: not a number, or a number outside its range; null when it is
 * accepted or empty. The renal tab names a refused creatinine rather than calling it missing.
 */
export function measureRefusal(measure: ClinicalMeasure, text: string): MeasureRefusal | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!DECIMAL.test(trimmed)) return 'notANumber';
  return validateMeasure(measure, trimmed).ok ? null : 'outOfRange';
}

/** A limit as Swedish text: decimal comma. */
function swedishNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** Gender from the URL: f or m, in either case (specification §5). */
export function parseGender(text: string): Validated<Sex> {
  switch (text.trim().toLowerCase()) {
    case 'f':
      return valid('FEMALE');
    case 'm':
      return valid('MALE');
    default:
      return invalid('Kön anges som f eller m');
  }
}

/** An age from the URL becomes a birth year: the current year minus the age (specification §5). */
export function birthYearFromAge(text: string, now: Date): Validated<number> {
  const trimmed = text.trim();
  if (!DIGITS.test(trimmed)) return invalid('Ålder anges i hela år med siffror');
  return validateBirthYear(String(swedishToday(now).getUTCFullYear() - Number(trimmed)), now);
}

/** A record-system date yymmdd becomes 20yy-mm-dd (specification §5); it must exist. */
export function parseYymmdd(text: string): Validated<string> {
  const trimmed = text.trim();
  if (!/^\d{6}$/.test(trimmed)) return invalid('Datum anges med sex siffror, ååmmdd');
  const iso = `20${trimmed.slice(0, 2)}-${trimmed.slice(2, 4)}-${trimmed.slice(4, 6)}`;
  return parseIsoDate(iso) ? valid(iso) : invalid('Datumet finns inte');
}

/**
 * A sampling date in the address: yymmdd as a record system writes it (specification §5), or
 * yyyy-mm-dd as the form shows and accepts it (ADR 57), as 'yyyy-mm-dd'. Either is unambiguous;
 * anything else is refused, and a value whose date is refused is not used (egfr-estimates.ts).
 */
export function parseSampleDateParameter(text: string): Validated<string> {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    return parseIsoDate(trimmed) ? valid(trimmed) : invalid('Datumet finns inte');
  }
  return parseYymmdd(trimmed);
}

/** An ISO date 'yyyy-mm-dd' of this century as a record-system date yymmdd; null otherwise. */
export function formatYymmdd(isoDate: string): string | null {
  const date = parseIsoDate(isoDate);
  if (!date || !isoDate.startsWith('20')) return null;
  return isoDate.slice(2).replaceAll('-', '');
}

/** A sampling date is valid when it is 0–366 days old in Swedish time (specification §5, §9). */
export function validateSampleDate(isoDate: string, now: Date): Validated<Date> {
  const date = parseIsoDate(isoDate);
  if (!date) return invalid('Ogiltigt datum');
  const age = daysBetween(date, swedishToday(now));
  if (age < 0) return invalid('Datumet ligger i framtiden');
  if (age > MAX_SAMPLE_AGE_DAYS) return invalid('Provet är äldre än ett år');
  return valid(date);
}

/** Whether birth-defect and lactation are relevant: a woman aged 13–55 (specification §5). */
export function isWomanOfFertileAge(gender: Sex | null, age: number | null): boolean {
  return gender === 'FEMALE' && age !== null && age >= FERTILE_AGE.min && age <= FERTILE_AGE.max;
}

/**
 * Whether a patient known by birth year and gender is a woman of fertile age, for greying the
 * birth-defect and lactation tabs; null while either is unknown.
 */
export function fertileWomanByBirthYear(
  gender: Sex | null,
  birthYear: number | null,
  now: Date,
): boolean | null {
  if (gender === null || birthYear === null) return null;
  return isWomanOfFertileAge(gender, ageFromBirthYear(birthYear, now));
}

/** Adult from 18 years (specification §5). */
export function isAdult(age: number): boolean {
  return age >= ADULT_AGE;
}
