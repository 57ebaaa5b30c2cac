import { describe, expect, it } from 'vitest';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';
import {
  renalWarning,
  renalWarnings,
  type RenalWarning,
  type RenalWarningCode,
} from './renal-warnings.ts';

// Edges of renal warnings that hold whatever the rules for disagreeing estimates become
// (ADR 35); the rules themselves are tested in renal-warnings.test.ts.
const NOW = new Date('2026-11-22T09:00:00Z');
const YEAR_AGO = new Date('2025-11-01');
const patient: KidneyFunctionInput = {
  birthYear: 1964,
  gender: 'FEMALE',
  weight: 60,
  height: 165,
  creatinine: 110,
  creatinineDate: new Date('2026-11-20'),
  relativeCystatinEGFR: null,
  relativeCystatinEGFRDate: null,
  cystatinC: null,
  manualAbsoluteEGFR: null,
};

const warningsFor = (input: KidneyFunctionInput): RenalWarning[] =>
  renalWarnings({
    patient: input,
    estimates: estimateEgfr(input, NOW),
    glucocorticoidInSearch: false,
  });
const codesFor = (input: KidneyFunctionInput): RenalWarningCode[] =>
  warningsFor(input).map((w) => w.code);

describe('sample dates (dv3, dv4)', () => {
  it('says a cystatin C in mg/L older than a year is not used (dv4)', () => {
    expect(codesFor({ ...patient, cystatinC: 1.2, relativeCystatinEGFRDate: YEAR_AGO })).toContain(
      'dv4',
    );
  });

  it('says nothing about the date of a sample that was not given', () => {
    const codes = codesFor({
      ...patient,
      creatinine: null,
      creatinineDate: YEAR_AGO,
      relativeCystatinEGFRDate: YEAR_AGO,
    });
    expect(codes).not.toContain('dv3');
    expect(codes).not.toContain('dv4');
  });
});

describe('BMI limits 20 and 40 (specification §5, §9: below 20 or above 40)', () => {
  // 80 kg at 200 cm is BMI 20.0, 160 kg is 40.0, 79.6 kg is 19.9 and 160.4 kg is 40.1.
  const tall = { ...patient, height: 200 };

  it('suggests cystatin C below 20 and above 40, not at either limit', () => {
    expect(codesFor({ ...tall, weight: 79.6 })).toContain('dv8');
    expect(codesFor({ ...tall, weight: 80 })).not.toContain('dv8');
    expect(codesFor({ ...tall, weight: 160 })).not.toContain('dv9');
    expect(codesFor({ ...tall, weight: 160.4 })).toContain('dv9');
  });

  it('says nothing of BMI without weight and height', () => {
    const codes = codesFor({ ...patient, weight: null, height: null });
    expect(codes).not.toContain('dv8');
    expect(codes).not.toContain('dv9');
  });
});

describe('what a warning says', () => {
  it('asks for weight and height only when there is an estimate to make absolute (dv13)', () => {
    expect(codesFor({ ...patient, weight: null })).toContain('dv13');
    expect(codesFor({ ...patient, weight: null, creatinine: null })).not.toContain('dv13');
  });

  it('gives the near-band message to dv11 only, every other warning keeps its own text', () => {
    // A measured GFR of 31 mL/min without body size: 10 % below it lies 15–29.
    const warnings = warningsFor({ ...patient, weight: null, manualAbsoluteEGFR: 31 });
    expect(warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['dv11', 'dv13', 'dv16']));
    for (const warning of warnings) {
      if (warning.code === 'dv11') expect(warning.text).toMatch(/15–29/);
      else expect(warning.text).toBe(renalWarning(warning.code).text);
    }
  });

  it('colours warnings (priority below 100) yellow and notes (100 and above) blue', () => {
    const codes = Array.from({ length: 19 }, (_, i) => `dv${i + 1}` as RenalWarningCode);
    for (const code of codes) {
      const { priority, colour } = renalWarning(code);
      expect(colour).toBe(priority >= 100 ? 'blue' : 'yellow');
    }
  });
});

describe('a mean in a milder band than the lower estimate (dv19, ADR 35)', () => {
  // LM-rev for the 62-year-old woman (Björk 2011's constants): 65.04 at creatinine 80 µmol/L,
  // 57.63 at 90 and 51.07 at 100, relative.
  const combined = (creatinine: number, cystatin: number) => ({
    ...patient,
    creatinine,
    relativeCystatinEGFR: cystatin,
    relativeCystatinEGFRDate: NOW,
  });
  const textOf = (input: KidneyFunctionInput) =>
    warningsFor(input).find((w) => w.code === 'dv19')?.text;

  it('names the cystatin C estimate when it is the lower one', () => {
    // 65.04 and 55 (18 % apart) combine to 60.0: 60–89 against 30–59.
    expect(textOf({ ...combined(80, 55), weight: null, height: null })).toBe(
      'Medelvärdet ligger i intervallet 60–89, men cystatin C-baserat eGFR 55 mL/min/1,73 m² ligger i intervallet 30–59. Väg in rekommendationerna för båda intervallen.',
    );
  });

  it('reads both on the absolute scale when body size is known', () => {
    // 80 kg and 180 cm: body surface 1.9966 m², so absolute = relative × 1.1541. 51.07 and 58
    // (13.6 % apart) combine to 54.53, absolute 62.9; the creatinine estimate is 58.9, rounded 59.
    expect(textOf({ ...combined(100, 58), weight: 80, height: 180 })).toBe(
      'Medelvärdet ligger i intervallet 60–89, men kreatininbaserat eGFR 59 mL/min ligger i intervallet 30–59. Väg in rekommendationerna för båda intervallen.',
    );
  });

  it('is not given when a measured GFR is dosed by', () => {
    const near = { ...combined(90, 62), weight: null, height: null };
    expect(codesFor(near)).toContain('dv19');
    expect(codesFor({ ...near, manualAbsoluteEGFR: 70 })).not.toContain('dv19');
  });

  it('leaves every other warning its own text', () => {
    const warnings = warningsFor({ ...combined(90, 62), weight: null, height: null });
    expect(warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['dv12', 'dv13', 'dv14']));
    for (const warning of warnings) {
      if (warning.code !== 'dv11' && warning.code !== 'dv19')
        expect(warning.text).toBe(renalWarning(warning.code).text);
    }
  });
});
