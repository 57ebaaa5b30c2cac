/**
 * Kidney-function formulas (specification §9 'eGFR formula constants').
 *
 * Relative eGFR by the revised Lund–Malmö equation (LM-rev; Björk J et al., Scand J Clin Lab
 * Invest 2011;71:232–9), in mL/min/1.73 m²:
 *   eGFR = e^(X − 0.0158 × age + 0.438 × ln(age))
 *   women: X = 2.50 + 0.0121 × (150 − pCr) when pCr < 150, else 2.50 − 0.926 × ln(pCr / 150)
 *   men:   X = 2.56 + 0.00968 × (180 − pCr) when pCr < 180, else 2.56 − 0.926 × ln(pCr / 180)
 * with pCr the plasma creatinine in µmol/L and age in years.
 *
 * Relative eGFR from cystatin C by CAPA (Grubb A et al., Clin Chem 2014;60:974–86), in
 * mL/min/1.73 m²: eGFR = 130 × cystatin C^−1.069 × age^−0.117 − 7, cystatin C in mg/L measured
 * with a method calibrated against the international calibrator ERM-DA471/IFCC.
 *
 * Body surface area by DuBois & DuBois (Arch Intern Med 1916): 0.007184 × W^0.425 × H^0.725
 * (kg, cm). Absolute eGFR (mL/min), used for drug dosing, is relative eGFR × BSA / 1.73.
 */

export type Sex = 'FEMALE' | 'MALE';

export interface LmRevConstants {
  creatinineThreshold: number;
  x1: number;
  x2Low: number;
  x2High: number;
}

export const LM_REV: Readonly<Record<Sex, LmRevConstants>> = {
  MALE: { creatinineThreshold: 180, x1: 2.56, x2Low: 0.00968, x2High: 0.926 },
  FEMALE: { creatinineThreshold: 150, x1: 2.5, x2Low: 0.0121, x2High: 0.926 },
};
/** The age terms of LM-rev: − 0.0158 × age + 0.438 × ln(age). */
export const LM_REV_AGE = { linear: 0.0158, log: 0.438 } as const;
/** CAPA: 130 × cystatin C^−1.069 × age^−0.117 − 7. */
export const CAPA = {
  factor: 130,
  cystatinExponent: -1.069,
  ageExponent: -0.117,
  offset: 7,
} as const;
/**
 * CAPA falls below zero at extreme cystatin C in the very old (about 9 mg/L at 130 years). An
 * eGFR is never below this floor, which lies deep in the lowest band ('<5') where the patient
 * belongs; the calculation shows the formula's own value.
 */
export const CAPA_FLOOR = 1;
/** DuBois: 0.007184 × weight^0.425 × height^0.725. */
export const DUBOIS = { factor: 0.007184, weightExponent: 0.425, heightExponent: 0.725 } as const;
/** The body surface area eGFR is normalised to, in m². */
export const STANDARD_BSA = 1.73;

/** The intermediate values of LM-rev, so a pharmacist can follow the calculation by hand. */
export interface LmRevTerms {
  constants: LmRevConstants;
  /** Which form of X applies: creatinine below the threshold (linear) or not (logarithmic). */
  branch: 'belowThreshold' | 'atOrAboveThreshold';
  x: number;
  /** − 0.0158 × age + 0.438 × ln(age) */
  ageTerm: number;
  /** e^(X + age term), mL/min/1.73 m² */
  egfr: number;
}

/** LM-rev step by step: X, the age term and the relative eGFR. */
export function lmRevTerms(creatinine: number, age: number, sex: Sex): LmRevTerms {
  const c = LM_REV[sex];
  const below = creatinine < c.creatinineThreshold;
  const x = below
    ? c.x1 + c.x2Low * (c.creatinineThreshold - creatinine)
    : c.x1 - c.x2High * Math.log(creatinine / c.creatinineThreshold);
  const ageTerm = -LM_REV_AGE.linear * age + LM_REV_AGE.log * Math.log(age);
  return {
    constants: c,
    branch: below ? 'belowThreshold' : 'atOrAboveThreshold',
    x,
    ageTerm,
    egfr: Math.exp(x + ageTerm),
  };
}

/** Relative eGFR (mL/min/1.73 m²) by LM-rev from creatinine (µmol/L), age (years) and sex. */
export function lmRevRelativeEgfr(creatinine: number, age: number, sex: Sex): number {
  return lmRevTerms(creatinine, age, sex).egfr;
}

/** CAPA's value before the floor (may be below 1, even negative, at extreme cystatin C). */
export function capaFormulaValue(cystatinC: number, age: number): number {
  return CAPA.factor * cystatinC ** CAPA.cystatinExponent * age ** CAPA.ageExponent - CAPA.offset;
}

/** Relative eGFR (mL/min/1.73 m²) by CAPA from cystatin C (mg/L) and age (years). */
export function capaRelativeEgfr(cystatinC: number, age: number): number {
  return Math.max(capaFormulaValue(cystatinC, age), CAPA_FLOOR);
}

/** Body surface area (m²) by DuBois from weight (kg) and height (cm). */
export function duboisBodySurfaceArea(weightKg: number, heightCm: number): number {
  return DUBOIS.factor * weightKg ** DUBOIS.weightExponent * heightCm ** DUBOIS.heightExponent;
}

/** Absolute eGFR (mL/min) from a relative one and the body surface area: relative × BSA / 1.73. */
export function absoluteEgfr(relativeEgfr: number, bodySurfaceArea: number): number {
  return (relativeEgfr * bodySurfaceArea) / STANDARD_BSA;
}

/** Relative eGFR (mL/min/1.73 m²) from an absolute one: absolute × 1.73 / BSA. */
export function relativeFromAbsoluteEgfr(absolute: number, bodySurfaceArea: number): number {
  return (absolute * STANDARD_BSA) / bodySurfaceArea;
}

/** Body-mass index, weight / height², rounded to one decimal (specification §9). */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const heightM = heightCm / 100;
  return Math.round((weightKg / (heightM * heightM)) * 10) / 10;
}
