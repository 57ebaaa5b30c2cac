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
 * Body surface area by DuBois & DuBois (Arch Intern Med 1916): 0.007184 × W^0.425 × H^0.725
 * (kg, cm). Absolute eGFR (mL/min), used for drug dosing, is relative eGFR × BSA / 1.73.
 */

export type Sex = 'FEMALE' | 'MALE';

interface LmRevConstants {
  creatinineThreshold: number;
  x1: number;
  x2Low: number;
  x2High: number;
}

const LM_REV: Record<Sex, LmRevConstants> = {
  MALE: { creatinineThreshold: 180, x1: 2.56, x2Low: 0.00968, x2High: 0.926 },
  FEMALE: { creatinineThreshold: 150, x1: 2.5, x2Low: 0.0121, x2High: 0.926 },
};
const AGE_LINEAR = 0.0158;
const AGE_LOG = 0.438;
const BSA_FACTOR = 0.007184;
const BSA_WEIGHT_EXPONENT = 0.425;
const BSA_HEIGHT_EXPONENT = 0.725;
/** The body surface area eGFR is normalised to, in m². */
export const STANDARD_BSA = 1.73;

/** Relative eGFR (mL/min/1.73 m²) by LM-rev from creatinine (µmol/L), age (years) and sex. */
export function lmRevRelativeEgfr(creatinine: number, age: number, sex: Sex): number {
  const c = LM_REV[sex];
  const x =
    creatinine < c.creatinineThreshold
      ? c.x1 + c.x2Low * (c.creatinineThreshold - creatinine)
      : c.x1 - c.x2High * Math.log(creatinine / c.creatinineThreshold);
  return Math.exp(x - AGE_LINEAR * age + AGE_LOG * Math.log(age));
}

/** Body surface area (m²) by DuBois from weight (kg) and height (cm). */
export function duboisBodySurfaceArea(weightKg: number, heightCm: number): number {
  return BSA_FACTOR * weightKg ** BSA_WEIGHT_EXPONENT * heightCm ** BSA_HEIGHT_EXPONENT;
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
