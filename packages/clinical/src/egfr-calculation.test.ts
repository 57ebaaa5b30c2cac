import { describe, expect, it } from 'vitest';
import { egfrCalculation } from './egfr-calculation.ts';
import { CAPA, capaFormulaValue, DUBOIS, LM_REV_AGE } from './egfr.ts';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
/** The first LM-rev worked example: man, 40 years, creatinine 88.42, 80 kg, 180 cm. */
const man: KidneyFunctionInput = {
  birthYear: 1986,
  gender: 'MALE',
  weight: 80,
  height: 180,
  creatinine: 88.42,
  creatinineDate: null,
  relativeCystatinEGFR: null,
  relativeCystatinEGFRDate: null,
  cystatinC: null,
  manualAbsoluteEGFR: null,
};
const calculate = (input: KidneyFunctionInput) =>
  egfrCalculation(input, estimateEgfr(input, NOW), NOW);

describe("the calculation shown as 'Så räknade vi'", () => {
  it('shows the age, LM-rev step by step and DuBois with their constants', () => {
    const result = calculate(man);
    expect(result.age).toEqual({ birthYear: 1986, year: 2026, age: 40 });
    expect(result.creatinine).toMatchObject({
      formula: 'LM-rev',
      creatinine: 88.42,
      sex: 'MALE',
      ageConstants: LM_REV_AGE,
    });
    expect(Math.round(result.creatinine?.terms.egfr ?? 0)).toBe(84);
    expect(result.creatinine?.terms.constants).toEqual({
      creatinineThreshold: 180,
      x1: 2.56,
      x2Low: 0.00968,
      x2High: 0.926,
    });
    expect(result.body).toMatchObject({
      formula: 'DuBois',
      weight: 80,
      height: 180,
      standardBsa: 1.73,
    });
    expect(result.body?.constants).toBe(DUBOIS);
    expect(result.body?.bodySurfaceArea).toBeCloseTo(1.9966, 3);
    expect(result.body?.bmi).toBe(24.7);
    expect(result.cystatin).toBeNull();
  });

  it('shows an entered cystatin C eGFR as entered, and CAPA with its constants', () => {
    expect(calculate({ ...man, relativeCystatinEGFR: 70 }).cystatin).toEqual({
      formula: 'entered',
      egfr: 70,
    });
    const capa = calculate({ ...man, creatinine: null, cystatinC: 1.2 }).cystatin;
    expect(capa).toEqual({
      formula: 'CAPA',
      cystatinC: 1.2,
      age: 40,
      constants: CAPA,
      formulaValue: capaFormulaValue(1.2, 40),
      floored: false,
      egfr: capaFormulaValue(1.2, 40),
    });
  });

  it('says when CAPA fell below its floor', () => {
    const old = { ...man, birthYear: 1896, creatinine: null, cystatinC: 10 };
    expect(calculate(old).cystatin).toMatchObject({ formula: 'CAPA', floored: true, egfr: 1 });
  });

  it('leaves out what was not calculated', () => {
    const none = calculate({ ...man, birthYear: null, weight: null });
    expect(none).toEqual({ age: null, creatinine: null, cystatin: null, body: null });
  });
});

describe("what 'Så räknade vi' leaves out", () => {
  it('shows no LM-rev step for a creatinine too old to be used, though sex and age are known', () => {
    const old = { ...man, creatinineDate: new Date('2025-11-01') };
    expect(calculate(old).creatinine).toBeNull();
    expect(calculate(old).age).toEqual({ birthYear: 1986, year: 2026, age: 40 });
  });

  it('shows no body step without a height', () => {
    expect(calculate({ ...man, height: null }).body).toBeNull();
  });

  it('shows a cystatin C eGFR the laboratory reported as entered, even with cystatin C in mg/L', () => {
    // The laboratory's eGFR wins over CAPA (egfr-estimates.ts), and the calculation says so.
    expect(calculate({ ...man, relativeCystatinEGFR: 70, cystatinC: 1.2 }).cystatin).toEqual({
      formula: 'entered',
      egfr: 70,
    });
  });
});
