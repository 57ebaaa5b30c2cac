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
