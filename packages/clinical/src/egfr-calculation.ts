import { swedishToday } from './calendar.ts';
import {
  bodyMassIndex,
  CAPA,
  CAPA_FLOOR,
  capaFormulaValue,
  DUBOIS,
  duboisBodySurfaceArea,
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
    creatinine:
      estimates.creatinineEgfr !== null &&
      // An estimate implies the inputs it was made from: the checks below only narrow their
      // types, so no test can tell their mutants apart (ADR 34).
      // Stryker disable next-line ConditionalExpression: narrows a type
      patient.creatinine !== null &&
      // Stryker disable next-line ConditionalExpression: narrows a type
      patient.gender !== null &&
      // Stryker disable next-line ConditionalExpression: narrows a type
      age !== null
        ? {
            formula: 'LM-rev',
            creatinine: patient.creatinine,
            sex: patient.gender,
            terms: lmRevTerms(patient.creatinine, age, patient.gender),
            ageConstants: LM_REV_AGE,
          }
        : null,
    cystatin: cystatinStep(patient, estimates),
    // DuBois and the BMI as estimateEgfr computes them, from the same weight and height.
    body:
      patient.weight !== null && patient.height !== null
        ? {
            formula: 'DuBois',
            weight: patient.weight,
            height: patient.height,
            constants: DUBOIS,
            bodySurfaceArea: duboisBodySurfaceArea(patient.weight, patient.height),
            bmi: bodyMassIndex(patient.weight, patient.height),
            standardBsa: STANDARD_BSA,
          }
        : null,
  };
}

function cystatinStep(
  patient: KidneyFunctionInput,
  estimates: EgfrEstimates,
): EgfrCalculation['cystatin'] {
  const egfr = estimates.cystatinEgfr;
  if (egfr === null) return null;
  if (estimates.cystatinSource !== 'capa' || patient.cystatinC === null || estimates.age === null)
    return { formula: 'entered', egfr };
  const formulaValue = capaFormulaValue(patient.cystatinC, estimates.age);
  return {
    formula: 'CAPA',
    cystatinC: patient.cystatinC,
    age: estimates.age,
    constants: CAPA,
    formulaValue,
    floored: formulaValue < CAPA_FLOOR,
    egfr,
  };
}
