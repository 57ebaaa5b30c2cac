import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lmRevRelativeEgfr } from './egfr.ts';
import {
  estimateEgfr,
  isAcceptedAge,
  isSampleDateValid,
  percentDifference,
  type EgfrLabel,
  type KidneyFunctionInput,
} from './egfr-estimates.ts';

const NOW = new Date('2026-11-22T09:00:00Z');

/** The woman of the LM-rev worked example: 62 years, 45 kg, 156 cm, creatinine 63 µmol/L. */
const woman: KidneyFunctionInput = {
  birthYear: 1964,
  gender: 'FEMALE',
  weight: 45,
  height: 156,
  creatinine: 63,
  creatinineDate: new Date('2026-11-20'),
  relativeCystatinEGFR: null,
  relativeCystatinEGFRDate: null,
  manualAbsoluteEGFR: null,
};
const creatinineEgfr = lmRevRelativeEgfr(63, 62, 'FEMALE'); // ≈ 79.9

const labels = (input: KidneyFunctionInput): EgfrLabel[] =>
  estimateEgfr(input, NOW).entries.map((entry) => entry.label);
const recommendedLabel = (input: KidneyFunctionInput) =>
  estimateEgfr(input, NOW).recommended?.label ?? null;

describe('estimateEgfr with creatinine only', () => {
  it('gives relative and absolute eGFR and recommends the absolute one (worked example: 65)', () => {
    const result = estimateEgfr(woman, NOW);
    expect(result.age).toBe(62);
    expect(result.bmi).toBe(18.5);
    expect(
      result.entries.map((e) => [e.label, Math.round(e.value), e.rank, e.recommended]),
    ).toEqual([
      ['absoluteEGFR', 65, 3, true],
      ['relativeEGFR', 80, 6, false],
    ]);
    expect(result.recommended?.name).toBe('Absolut eGFR (kreatinin)');
    expect(result.meanStatus).toBe('notApplicable');
    expect(result.ballObjects).toEqual([
      { label: 'absoluteEGFR', value: result.entries[0]?.value, recommended: true },
    ]);
    expect(result.calculationDone).toBe(true);
  });

  it('recommends the relative eGFR when weight or height is missing, and the calculation is not done', () => {
    const result = estimateEgfr({ ...woman, height: null }, NOW);
    expect(result.entries.map((e) => e.label)).toEqual(['relativeEGFR']);
    expect(result.recommended?.label).toBe('relativeEGFR');
    expect(result.ballObjects.map((b) => b.label)).toEqual(['relativeEGFR']);
    expect(result.bodySurfaceArea).toBeNull();
    expect(result.bmi).toBeNull();
    expect(result.calculationDone).toBe(false);
  });

  it('estimates nothing without gender, and says the gender is invalid', () => {
    const result = estimateEgfr({ ...woman, gender: null }, NOW);
    expect(result.entries).toEqual([]);
    expect(result.validGender).toBe(false);
    expect(result.calculationDone).toBe(false);
    expect(result.recommended).toBeNull();
  });

  it('estimates nothing for an age outside 18–130, and nothing without a birth year', () => {
    expect(estimateEgfr({ ...woman, birthYear: 2009 }, NOW).validAge).toBe(false); // 17
    expect(labels({ ...woman, birthYear: 2009 })).toEqual([]);
    expect(estimateEgfr({ ...woman, birthYear: 2008 }, NOW).validAge).toBe(true); // 18
    expect(estimateEgfr({ ...woman, birthYear: 1896 }, NOW).validAge).toBe(true); // 130
    expect(estimateEgfr({ ...woman, birthYear: 1895 }, NOW).validAge).toBe(false); // 131
    const none = estimateEgfr({ ...woman, birthYear: null }, NOW);
    expect([none.age, none.validAge, none.entries.length]).toEqual([null, false, 0]);
  });

  it('ignores creatinine sampled more than a year ago or in the future', () => {
    const old = estimateEgfr({ ...woman, creatinineDate: new Date('2025-11-20') }, NOW); // 367 days
    expect(old.validCreatinineDate).toBe(false);
    expect(old.entries).toEqual([]);
    expect(
      estimateEgfr({ ...woman, creatinineDate: new Date('2025-11-21') }, NOW).validCreatinineDate,
    ).toBe(true);
    expect(
      estimateEgfr({ ...woman, creatinineDate: new Date('2026-11-23') }, NOW).validCreatinineDate,
    ).toBe(false);
  });
});

describe('estimateEgfr with creatinine and cystatin C', () => {
  const both = (
    cystatin: number,
    cystatinDate: Date | null = new Date('2026-11-21'),
  ): KidneyFunctionInput => ({
    ...woman,
    relativeCystatinEGFR: cystatin,
    relativeCystatinEGFRDate: cystatinDate,
  });

  it('combines estimates that differ by at most 30 % into a recommended mean', () => {
    const result = estimateEgfr(both(creatinineEgfr / 1.2999), NOW);
    expect(result.meanStatus).toBe('combined');
    expect(result.entries.map((e) => e.label)).toEqual([
      'absoluteAverageEGFR',
      'absoluteEGFR',
      'absoluteCystatinEGFR',
      'averageRelativeEGFR',
      'relativeEGFR',
      'relativeCystatinEGFR',
    ]);
    const mean = result.entries.find((e) => e.label === 'averageRelativeEGFR');
    expect(mean?.value).toBeCloseTo((creatinineEgfr + creatinineEgfr / 1.2999) / 2, 9);
    expect(mean?.percDiff).toBeCloseTo(29.99, 6);
    expect(result.entries.find((e) => e.label === 'absoluteEGFR')?.percDiff).toBeNull();
    expect(result.recommended?.label).toBe('absoluteAverageEGFR');
    expect(result.ballObjects.map((b) => b.label)).toEqual([
      'absoluteAverageEGFR',
      'absoluteEGFR',
      'absoluteCystatinEGFR',
    ]);
  });

  it('recommends the relative mean when body size is unknown', () => {
    expect(recommendedLabel({ ...both(creatinineEgfr), weight: null })).toBe('averageRelativeEGFR');
  });

  it('forms no mean and recommends nothing when they differ by more than 30 %', () => {
    const result = estimateEgfr(both(creatinineEgfr / 1.3001), NOW);
    expect(result.meanStatus).toBe('differTooMuch');
    expect(result.percDiff).toBeCloseTo(30.01, 6);
    expect(result.recommended).toBeNull();
    expect(result.entries.map((e) => e.label)).not.toContain('averageRelativeEGFR');
  });

  it('combines samples 7 days apart but not 8', () => {
    expect(estimateEgfr(both(75, new Date('2026-11-13')), NOW).meanStatus).toBe('combined');
    expect(estimateEgfr(both(75, new Date('2026-11-12')), NOW).meanStatus).toBe(
      'samplesTooFarApart',
    );
    expect(recommendedLabel(both(75, new Date('2026-11-12')))).toBeNull();
  });

  it('treats missing sampling dates as today', () => {
    expect(estimateEgfr({ ...both(75, null), creatinineDate: null }, NOW).meanStatus).toBe(
      'combined',
    );
  });

  it('uses values in 5–90 for a mean, inclusive, and no value outside', () => {
    const man = (creatinine: number, cystatin: number): KidneyFunctionInput => ({
      ...both(cystatin),
      gender: 'MALE',
      creatinine,
    });
    // Find creatinine values whose estimate lands just inside and outside 90 for a 62-year-old man.
    const at = (target: number) => {
      let low = 30;
      let high = 5000;
      for (let i = 0; i < 200; i++) {
        const mid = (low + high) / 2;
        if (lmRevRelativeEgfr(mid, 62, 'MALE') > target) low = mid;
        else high = mid;
      }
      return (low + high) / 2;
    };
    expect(estimateEgfr(man(at(89.99), 90), NOW).meanStatus).toBe('combined');
    expect(estimateEgfr(man(at(90.01), 80), NOW).meanStatus).toBe('outsideRange');
    expect(estimateEgfr(man(at(80), 90.01), NOW).meanStatus).toBe('outsideRange');
    expect(estimateEgfr(man(at(80), 4.99), NOW).meanStatus).toBe('outsideRange');
    expect(estimateEgfr(man(at(5.01), 5.5), NOW).meanStatus).toBe('combined');
    expect(estimateEgfr(man(at(4.99), 5.5), NOW).meanStatus).toBe('outsideRange');
    expect(recommendedLabel(man(at(80), 4.99))).toBeNull();
  });

  it('when both are above 90, recommends the lower one (normal range)', () => {
    const young: KidneyFunctionInput = { ...both(120), birthYear: 1996, creatinine: 40 };
    const youngEgfr = lmRevRelativeEgfr(40, 30, 'FEMALE'); // ≈ 127
    expect(youngEgfr).toBeGreaterThan(120);
    expect(estimateEgfr(young, NOW).meanStatus).toBe('bothNormal');
    expect(recommendedLabel(young)).toBe('absoluteCystatinEGFR');
    expect(recommendedLabel({ ...young, relativeCystatinEGFR: 150 })).toBe('absoluteEGFR');
  });

  it('uses cystatin C alone when creatinine is missing or too old', () => {
    expect(recommendedLabel({ ...both(40), creatinine: null })).toBe('absoluteCystatinEGFR');
    expect(recommendedLabel({ ...both(40), creatinineDate: new Date('2024-01-01') })).toBe(
      'absoluteCystatinEGFR',
    );
    expect(labels({ ...both(40, new Date('2024-01-01')), creatinine: null })).toEqual([]);
  });
});

describe('a manually entered absolute GFR', () => {
  it('is shown first and recommended over every estimate', () => {
    const result = estimateEgfr({ ...woman, manualAbsoluteEGFR: 42 }, NOW);
    expect(result.entries[0]).toMatchObject({
      label: 'manualAbsoluteEGFR',
      value: 42,
      rank: 1,
      recommended: true,
    });
    expect(result.entries.filter((e) => e.recommended)).toHaveLength(1);
    expect(result.ballObjects.map((b) => b.label)).toEqual(['manualAbsoluteEGFR', 'absoluteEGFR']);
  });
});

describe('helpers', () => {
  it('percentDifference is relative to the lower value and symmetric', () => {
    expect(percentDifference(100, 130)).toBe(30);
    expect(percentDifference(130, 100)).toBe(30);
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (a, b) => {
          expect(percentDifference(a, b)).toBeCloseTo(percentDifference(b, a), 9);
          expect(percentDifference(a, b)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('accepts ages 18 to 130', () => {
    expect([17, 18, 130, 131].map(isAcceptedAge)).toEqual([false, true, true, false]);
  });

  it('accepts samples 0 to 366 days old', () => {
    expect(isSampleDateValid(null, NOW)).toBe(true);
    expect(isSampleDateValid(new Date('2026-11-22'), NOW)).toBe(true);
    expect(isSampleDateValid(new Date('2025-11-21'), NOW)).toBe(true);
    expect(isSampleDateValid(new Date('2025-11-20'), NOW)).toBe(false);
    expect(isSampleDateValid(new Date('2026-11-23'), NOW)).toBe(false);
  });

  it('never recommends more than one estimate, whatever the input', () => {
    const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const date = optional(
      fc.date({ min: new Date('2025-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
    );
    const input = fc.record({
      birthYear: optional(fc.integer({ min: 1880, max: 2026 })),
      gender: optional(fc.constantFrom('MALE' as const, 'FEMALE' as const)),
      weight: optional(fc.double({ min: 5, max: 1000, noNaN: true })),
      height: optional(fc.double({ min: 50, max: 300, noNaN: true })),
      creatinine: optional(fc.double({ min: 30, max: 300, noNaN: true })),
      creatinineDate: date,
      relativeCystatinEGFR: optional(fc.double({ min: 1, max: 200, noNaN: true })),
      relativeCystatinEGFRDate: date,
      manualAbsoluteEGFR: optional(fc.double({ min: 1, max: 200, noNaN: true })),
    });
    fc.assert(
      fc.property(input, (value) => {
        const result = estimateEgfr(value, NOW);
        expect(result.entries.filter((e) => e.recommended).length).toBeLessThanOrEqual(1);
        expect(result.entries.every((e) => Number.isFinite(e.value) && e.value > 0)).toBe(true);
      }),
    );
  });
});
