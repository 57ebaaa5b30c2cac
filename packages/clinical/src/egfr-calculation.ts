import { swedishToday } from './calendar.ts';
import {
  CAPA,
  CAPA_FLOOR,
  capaFormulaValue,
  DUBOIS,
  LM_REV_AGE,
  lmRevTerms,
  STANDARD_BSA,
  type LmRevTerms,
  type Sex,
} from './egfr.ts';
import type { EgfrEstimates, KidneyFunctionInput } from './egfr-estimates.ts';

/**
 * Every step behind the estimates, with the constants used, so that a pharmacist can repeat the
 * calculation by hand ('Så räknade vi'). Values are unrounded; the view rounds for reading.
 */
export interface EgfrCalculation {
  /** Age = the current year in Sweden − the birth year (specification §5). */
  age: { birthYear: number; year: number; age: number } | null;
  creatinine: {
    formula: 'LM-rev';
    creatinine: number;
    sex: Sex;
    terms: LmRevTerms;
    ageConstants: typeof LM_REV_AGE;
  } | null;
  cystatin:
    | { formula: 'entered'; egfr: number }
    | {
        formula: 'CAPA';
        cystatinC: number;
        age: number;
        constants: typeof CAPA;
        formulaValue: number;
        /** The formula's value was below the floor of 1, which is used instead. */
        floored: boolean;
        egfr: number;
      }
    | null;
  body: {
    formula: 'DuBois';
    weight: number;
    height: number;
    constants: typeof DUBOIS;
    bodySurfaceArea: number;
    bmi: number;
    standardBsa: number;
  } | null;
}

/** The calculation behind `estimates`, which must be estimateEgfr(patient, now). */
export function egfrCalculation(
  patient: KidneyFunctionInput,
  estimates: EgfrEstimates,
  now: Date,
): EgfrCalculation {
  const age = estimates.age;
  const year = swedishToday(now).getUTCFullYear();
  return {
    // The age is this year minus the birth year, so the birth year is this year minus the age.
    age: age === null ? null : { birthYear: year - age, year, age },
    creatinine: creatinineStep(patient, estimates),
    cystatin: cystatinStep(patient, estimates),
    body: bodyStep(patient, estimates),
  };
}

// The estimates come from this patient: an estimate implies the inputs it was made from. The
// second check of each step below only narrows the inputs' types, so no mutation of it can be
// told apart by a test (ADR 34).

function creatinineStep(
  patient: KidneyFunctionInput,
  estimates: EgfrEstimates,
): EgfrCalculation['creatinine'] {
  if (estimates.creatinineEgfr === null) return null;
  const { creatinine, gender } = patient;
  const { age } = estimates;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: narrows types only
  if (creatinine === null || gender === null || age === null) return null;
  return {
    formula: 'LM-rev',
    creatinine,
    sex: gender,
    terms: lmRevTerms(creatinine, age, gender),
    ageConstants: LM_REV_AGE,
  };
}

function bodyStep(patient: KidneyFunctionInput, estimates: EgfrEstimates): EgfrCalculation['body'] {
  const { bodySurfaceArea, bmi } = estimates;
  if (bodySurfaceArea === null) return null;
  const { weight, height } = patient;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: narrows types only
  if (bmi === null || weight === null || height === null) return null;
  return {
    formula: 'DuBois',
    weight,
    height,
    constants: DUBOIS,
    bodySurfaceArea,
    bmi,
    standardBsa: STANDARD_BSA,
  };
}

function cystatinStep(
  patient: KidneyFunctionInput,
  estimates: EgfrEstimates,
): EgfrCalculation['cystatin'] {
  const egfr = estimates.cystatinEgfr;
  if (egfr === null) return null;
  if (estimates.cystatinSource !== 'capa') return { formula: 'entered', egfr };
  const { cystatinC } = patient;
  const { age } = estimates;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: narrows types only
  if (cystatinC === null || age === null) return { formula: 'entered', egfr };
  const formulaValue = capaFormulaValue(cystatinC, age);
  return {
    formula: 'CAPA',
    cystatinC,
    age,
    constants: CAPA,
    formulaValue,
    floored: formulaValue < CAPA_FLOOR,
    egfr,
  };
}
