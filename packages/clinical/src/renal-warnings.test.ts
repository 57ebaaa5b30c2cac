import { describe, expect, it } from 'vitest';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';
import {
  DV1_CREATININE_TEXT,
  isGlucocorticoid,
  renalWarning,
  renalWarnings,
  type RenalWarning,
  type RenalWarningCode,
} from './renal-warnings.ts';

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
  cystatinC: null,
  manualAbsoluteEGFR: null,
};

function warningsFor(input: KidneyFunctionInput, glucocorticoidInSearch = false): RenalWarning[] {
  return renalWarnings({
    patient: input,
    estimates: estimateEgfr(input, NOW),
    glucocorticoidInSearch,
  });
}
const codesFor = (input: KidneyFunctionInput, glucocorticoidInSearch = false): RenalWarningCode[] =>
  warningsFor(input, glucocorticoidInSearch).map((w) => w.code);
const textOf = (input: KidneyFunctionInput, code: RenalWarningCode) =>
  warningsFor(input).find((w) => w.code === code)?.text;

describe('renal warnings (specification §5)', () => {
  it('gives none for complete, consistent data far from a band boundary', () => {
    // 62-year-old woman, creatinine 110 → relative ≈ 48: mid-band, BMI 22.
    expect(codesFor(patient)).toEqual([]);
  });

  it('dv1: missing gender means eGFR cannot be estimated from the creatinine entered', () => {
    expect(textOf({ ...patient, gender: null }, 'dv1')).toBe(
      'eGFR kan inte skattas eftersom kön saknas.',
    );
    expect(codesFor({ ...patient, gender: null, creatinine: null })).not.toContain('dv1');
  });

  it('dv1 names the creatinine estimate when a cystatin C estimate exists', () => {
    const withCystatin = {
      ...patient,
      gender: null,
      relativeCystatinEGFR: 50,
      relativeCystatinEGFRDate: NOW,
    };
    expect(textOf(withCystatin, 'dv1')).toBe(DV1_CREATININE_TEXT);
    expect(DV1_CREATININE_TEXT).toMatch(/^Kreatininbaserat eGFR kan inte skattas/);
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
    const apart = {
      ...patient,
      relativeCystatinEGFR: 50,
      relativeCystatinEGFRDate: new Date('2026-11-01'),
    };
    expect(textOf(apart, 'dv5')).toBe(
      'Kreatinin och cystatin C är tagna med mer än 7 dagars mellanrum. Inget medelvärde beräknas.',
    );
  });

  it('dv6: an eGFR above 90 or below 5 cannot be used for a mean', () => {
    const one = { ...patient, relativeCystatinEGFR: 95, relativeCystatinEGFRDate: NOW };
    expect(codesFor(one)).toContain('dv6');
  });

  it('dv7: estimates more than 30 % apart give no mean', () => {
    const apart = { ...patient, relativeCystatinEGFR: 30, relativeCystatinEGFRDate: NOW };
    expect(textOf(apart, 'dv7')).toBe(
      'Skattningarna med kreatinin och cystatin C skiljer sig åt med mer än 30 %. Inget medelvärde beräknas.',
    );
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

  it('dv10 reads glucocorticoids from ATC H02 (systemic corticosteroids)', () => {
    expect(isGlucocorticoid(['H02AB06'])).toBe(true);
    expect(isGlucocorticoid(['N02BE01', 'h02ab07'])).toBe(true);
    expect(isGlucocorticoid(['H03AA01', 'D07AA02'])).toBe(false);
    expect(isGlucocorticoid([])).toBe(false);
  });

  it('dv11: an estimate near another band names that band in its own unit', () => {
    expect(textOf({ ...patient, manualAbsoluteEGFR: 58 }, 'dv11')).toContain(
      'nära intervallet 60–89 mL/min.',
    );
    // Without weight and height the relative estimate is used: per 1,73 m².
    const relative = { ...patient, weight: null, creatinine: 90 }; // ≈ 57.6 mL/min/1.73 m²
    expect(textOf(relative, 'dv11')).toContain('nära intervallet 60–89 mL/min/1,73 m².');
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
    // A small patient: the absolute values shown may lie below 90, so dv15 speaks of relative eGFR.
    expect(textOf({ ...young, weight: 40, height: 150 }, 'dv15')).toBe(
      'Både kreatinin- och cystatin C-baserat relativt eGFR ligger över 90 mL/min/1,73 m² (normal njurfunktion) och vägs inte samman. Det lägre värdet används.',
    );
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

  it('dv17: creatinine above 300 µmol/L makes the estimate uncertain at very low GFR', () => {
    expect(codesFor({ ...patient, creatinine: 300 })).not.toContain('dv17');
    expect(codesFor({ ...patient, creatinine: 300.1 })).toContain('dv17');
    expect(textOf({ ...patient, creatinine: 850 }, 'dv17')).toContain('över 300 µmol/L');
  });

  it('dv18: in different bands, names both estimates and bands, why, the lower band and measured GFR', () => {
    // ADR 35's example: a man of 80, creatinine 300 µmol/L (LM-rev 15.52 mL/min/1.73 m²,
    // computed with bc from Björk 2011's constants) and a cystatin C eGFR of 45: 190 % apart.
    const example: KidneyFunctionInput = {
      ...patient,
      birthYear: 1946,
      gender: 'MALE',
      weight: null,
      height: null,
      creatinine: 300,
      creatinineDate: NOW,
      relativeCystatinEGFR: 45,
      relativeCystatinEGFRDate: NOW,
    };
    // 15.5 lies within 10 % of 0–14, so dv11 too.
    expect(codesFor(example)).toEqual(['dv7', 'dv11', 'dv18', 'dv12', 'dv13']);
    expect(textOf(example, 'dv18')).toBe(
      'Kreatininbaserat eGFR 16 mL/min/1,73 m² (intervall 15–29) och cystatin C-baserat eGFR 45 mL/min/1,73 m² (intervall 30–59) kan inte vägas samman eftersom de skiljer sig åt med mer än 30 %. Intervallet för det lägre värdet, 15–29, föreslås (försiktighetsprincipen); du kan välja ett annat intervall. Överväg att mäta GFR, till exempel med iohexolclearance, för läkemedel vars dos beror på njurfunktionen.',
    );
    // Sampled 8 days apart, and a value outside 5–90: each reason is said.
    expect(
      textOf({ ...example, relativeCystatinEGFRDate: new Date('2026-11-14') }, 'dv18'),
    ).toContain('eftersom proverna är tagna med mer än 7 dagars mellanrum.');
    expect(textOf({ ...example, relativeCystatinEGFR: 95 }, 'dv18')).toContain(
      'eftersom ett av dem ligger utanför 5–90 mL/min/1,73 m².',
    );
  });

  it('dv18: in one band, says the lower value is used, without choosing or measuring', () => {
    // Creatinine ≈ 43 mL/min and cystatin C ≈ 38 mL/min: one band, but sampled 21 days apart.
    const sameBand = {
      ...patient,
      relativeCystatinEGFR: 40,
      relativeCystatinEGFRDate: new Date('2026-11-01'),
    };
    const text = textOf(sameBand, 'dv18');
    expect(text).toMatch(
      /^Kreatininbaserat eGFR 43 mL\/min \(intervall 30–59\) och cystatin C-baserat eGFR 38 mL\/min \(intervall 30–59\) kan inte vägas samman eftersom proverna/,
    );
    expect(text).toContain('Båda ligger i samma intervall; det lägre värdet används');
    expect(text).not.toContain('iohexol');
  });

  it('dv18: not with a measured GFR, which overrides both, nor when both are normal (dv15)', () => {
    const apart = { ...patient, relativeCystatinEGFR: 80, relativeCystatinEGFRDate: NOW };
    expect(codesFor(apart)).toContain('dv18');
    expect(codesFor({ ...apart, manualAbsoluteEGFR: 50 })).not.toContain('dv18');
    const young = { ...patient, birthYear: 1996, creatinine: 40, relativeCystatinEGFR: 120 };
    expect(codesFor({ ...young, relativeCystatinEGFRDate: NOW })).toEqual(['dv12', 'dv15']);
    // Both normal but sampled 21 days apart: no mean (dv5), the lower is used as normal (dv15).
    expect(codesFor({ ...young, relativeCystatinEGFRDate: new Date('2026-11-01') })).toEqual([
      'dv5',
      'dv12',
      'dv15',
    ]);
  });

  it('dv11 at eGFR 13: a man of 50 with creatinine 480 µmol/L is near 15–29 (the case the clinical audit found)', () => {
    // LM-rev 13.13 mL/min/1.73 m² (bc, Björk 2011's constants); no body size, so relative.
    const man: KidneyFunctionInput = {
      ...patient,
      birthYear: 1976,
      gender: 'MALE',
      weight: null,
      height: null,
      creatinine: 480,
      creatinineDate: NOW,
    };
    expect(textOf(man, 'dv11')).toBe(
      'Skattat eGFR ligger nära intervallet 15–29 mL/min/1,73 m². Väg in rekommendationerna för båda intervallen.',
    );
  });

  it('dv19: a mean in a milder band than the lower estimate names the lower band', () => {
    // Relative LM-rev eGFR of the 62-year-old woman (bc, Björk 2011's constants): 45.24 at
    // creatinine 110 µmol/L, 57.63 at 90. Without body size the relative values are dosed by.
    const relative = { ...patient, weight: null, height: null };
    // 45.24 and 55 combine (21.6 % apart) to 50.1: one band, no dv19.
    const oneBand = { ...relative, relativeCystatinEGFR: 55, relativeCystatinEGFRDate: NOW };
    expect(codesFor(oneBand)).toContain('dv14');
    expect(codesFor(oneBand)).not.toContain('dv19');
    // 57.63 and 62 combine (7.6 % apart) to 59.8, rounded 60: 60–89 against 30–59.
    const near = {
      ...relative,
      creatinine: 90,
      relativeCystatinEGFR: 62,
      relativeCystatinEGFRDate: NOW,
    };
    expect(codesFor(near)).toContain('dv14');
    expect(textOf(near, 'dv19')).toBe(
      'Medelvärdet ligger i intervallet 60–89, men kreatininbaserat eGFR 58 mL/min/1,73 m² ligger i intervallet 30–59. Väg in rekommendationerna för båda intervallen.',
    );
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
        'dv17',
        'dv18',
        'dv19',
      ] as const
    ).map(renalWarning);
    expect(all.map((w) => w.priority)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100, 101, 102, 103, 104, 12, 13, 14,
    ]);
    expect(all.filter((w) => w.colour === 'yellow').map((w) => w.code)).toHaveLength(14);
    expect(all.every((w) => w.text.length > 10)).toBe(true);
    // Many at once come most important first: dv17 and dv18 before the blue notes.
    const many = {
      ...patient,
      creatinine: 400,
      relativeCystatinEGFR: 4,
      relativeCystatinEGFRDate: NOW,
    };
    const priorities = warningsFor(many).map((w) => w.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(codesFor(many)).toEqual(['dv6', 'dv17', 'dv18', 'dv12']);
  });
});
