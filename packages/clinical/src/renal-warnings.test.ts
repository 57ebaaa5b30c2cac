import { describe, expect, it } from 'vitest';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';
import { renalWarning, renalWarnings, type RenalWarningCode } from './renal-warnings.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const patient: KidneyFunctionInput = {
  birthYear: 1964,
  gender: 'FEMALE',
  weight: 60,
  height: 165,
  creatinine: 110,
  creatinineDate: new Date('2026-11-20'),
  relativeCystatinEGFR: null,
  relativeCystatinEGFRDate: null,
  manualAbsoluteEGFR: null,
};

function codesFor(input: KidneyFunctionInput, glucocorticoidInSearch = false): RenalWarningCode[] {
  return renalWarnings({
    estimates: estimateEgfr(input, NOW),
    hasGender: input.gender !== null,
    hasBirthYear: input.birthYear !== null,
    hasCreatinine: input.creatinine !== null,
    hasCystatin: input.relativeCystatinEGFR !== null,
    glucocorticoidInSearch,
  }).map((w) => w.code);
}

describe('renal warnings (specification §5)', () => {
  it('gives none for complete, consistent data far from a band boundary', () => {
    // 62-year-old woman, creatinine 110 → relative ≈ 48: mid-band, BMI 22.
    expect(codesFor(patient)).toEqual([]);
  });

  it('dv1: missing gender means eGFR cannot be estimated', () => {
    expect(codesFor({ ...patient, gender: null })).toContain('dv1');
  });

  it('dv2: an age outside 18–130', () => {
    expect(codesFor({ ...patient, birthYear: 2010 })).toContain('dv2');
    expect(codesFor({ ...patient, birthYear: null })).not.toContain('dv2');
  });

  it('dv3/dv4: samples older than a year are not used', () => {
    expect(codesFor({ ...patient, creatinineDate: new Date('2025-01-01') })).toContain('dv3');
    expect(
      codesFor({
        ...patient,
        relativeCystatinEGFR: 50,
        relativeCystatinEGFRDate: new Date('2025-01-01'),
      }),
    ).toContain('dv4');
  });

  it('dv5: samples more than 7 days apart give no mean', () => {
    expect(
      codesFor({
        ...patient,
        relativeCystatinEGFR: 50,
        relativeCystatinEGFRDate: new Date('2026-11-01'),
      }),
    ).toContain('dv5');
  });

  it('dv6: an eGFR above 90 or below 5 cannot be used for a mean', () => {
    expect(
      codesFor({ ...patient, relativeCystatinEGFR: 95, relativeCystatinEGFRDate: NOW }),
    ).toContain('dv6');
  });

  it('dv7: estimates more than 30 % apart give no mean', () => {
    expect(
      codesFor({ ...patient, relativeCystatinEGFR: 30, relativeCystatinEGFRDate: NOW }),
    ).toContain('dv7');
  });

  it('dv8/dv9: BMI below 20 or above 40 suggests cystatin C', () => {
    expect(codesFor({ ...patient, weight: 54 })).toContain('dv8'); // BMI 19.8
    expect(codesFor({ ...patient, weight: 55 })).not.toContain('dv8'); // BMI 20.2
    expect(codesFor({ ...patient, weight: 109 })).not.toContain('dv9'); // BMI 40.0
    expect(codesFor({ ...patient, weight: 110 })).toContain('dv9'); // BMI 40.4
  });

  it('dv10/dv12: glucocorticoids and malignancy make cystatin C uncertain', () => {
    const withCystatin = { ...patient, relativeCystatinEGFR: 50, relativeCystatinEGFRDate: NOW };
    expect(codesFor(withCystatin, true)).toEqual(expect.arrayContaining(['dv10', 'dv12', 'dv14']));
    expect(codesFor(withCystatin, false)).not.toContain('dv10');
    expect(codesFor(patient, true)).not.toContain('dv10');
  });

  it('dv11: an estimate near another band names that band', () => {
    const warnings = renalWarnings({
      estimates: estimateEgfr({ ...patient, manualAbsoluteEGFR: 58 }, NOW),
      hasGender: true,
      hasBirthYear: true,
      hasCreatinine: true,
      hasCystatin: false,
      glucocorticoidInSearch: false,
    });
    expect(warnings.find((w) => w.code === 'dv11')?.text).toContain('nära intervallet 60–89');
  });

  it('dv13: without weight or height the relative eGFR is shown', () => {
    expect(codesFor({ ...patient, weight: null })).toContain('dv13');
  });

  it('dv15/dv16: both estimates normal; a manual GFR is used', () => {
    const young = {
      ...patient,
      birthYear: 1996,
      creatinine: 40,
      relativeCystatinEGFR: 120,
      relativeCystatinEGFRDate: NOW,
    };
    expect(codesFor(young)).toContain('dv15');
    expect(codesFor({ ...patient, manualAbsoluteEGFR: 45 })).toContain('dv16');
    expect(
      codesFor({
        ...patient,
        manualAbsoluteEGFR: 45,
        relativeCystatinEGFR: 50,
        relativeCystatinEGFRDate: NOW,
      }),
    ).not.toContain('dv14');
  });

  it('orders warnings by priority: yellow 1–11 first, blue 100–104 after', () => {
    const all = (
      [
        'dv1',
        'dv2',
        'dv3',
        'dv4',
        'dv5',
        'dv6',
        'dv7',
        'dv8',
        'dv9',
        'dv10',
        'dv11',
        'dv12',
        'dv13',
        'dv14',
        'dv15',
        'dv16',
      ] as const
    ).map(renalWarning);
    expect(all.map((w) => w.priority)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100, 101, 102, 103, 104,
    ]);
    expect(all.filter((w) => w.colour === 'yellow').map((w) => w.code)).toHaveLength(11);
    expect(all.every((w) => w.text.length > 10)).toBe(true);
  });
});
