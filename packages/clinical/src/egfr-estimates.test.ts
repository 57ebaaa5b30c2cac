import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absoluteEgfr,
  capaRelativeEgfr,
  duboisBodySurfaceArea,
  lmRevRelativeEgfr,
} from './egfr.ts';
import {
  estimateEgfr,
  isAcceptedAge,
  isSampleDateValid,
  scaleOfLabel,
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
  cystatinC: null,
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
    expect(result.scale).toBe('absolute');
    expect(result.calculationDone).toBe(true);
  });

  it('counts the age from the year in Sweden: at 23:30 UTC on New Year’s Eve it is already 2027', () => {
    expect(estimateEgfr(woman, new Date('2026-12-31T22:59:00Z')).age).toBe(62);
    expect(estimateEgfr(woman, new Date('2026-12-31T23:00:00Z')).age).toBe(63);
  });

  it('does not count the calculation as done when the creatinine sample is older than a year', () => {
    const old = { ...woman, creatinineDate: new Date('2025-11-20') }; // 367 days
    expect(estimateEgfr(old, NOW).calculationDone).toBe(false);
    const yearOld = { ...woman, creatinineDate: new Date('2025-11-21') }; // 366 days
    expect(estimateEgfr(yearOld, NOW).calculationDone).toBe(true);
    expect(estimateEgfr({ ...woman, creatinine: null }, NOW).calculationDone).toBe(false);
  });

  it('recommends the relative eGFR when weight or height is missing, and the calculation is not done', () => {
    const result = estimateEgfr({ ...woman, height: null }, NOW);
    expect(result.entries.map((e) => e.label)).toEqual(['relativeEGFR']);
    expect(result.recommended?.label).toBe('relativeEGFR');
    expect(result.ballObjects.map((b) => b.label)).toEqual(['relativeEGFR']);
    expect(result.bodySurfaceArea).toBeNull();
    expect(result.bmi).toBeNull();
    expect(result.scale).toBe('relative');
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

  // ADR 57: a date that was given but could not be read is not today's (as a missing one is).
  it('ignores a creatinine or cystatin C whose date could not be read, and says which problem', () => {
    const problem = (change: Partial<KidneyFunctionInput>) =>
      estimateEgfr({ ...woman, ...change }, NOW).creatinineDateProblem;
    expect(problem({})).toBeNull();
    expect(problem({ creatinineDate: null })).toBeNull();
    expect(problem({ creatinineDate: new Date('2025-11-20') })).toBe('old');
    expect(problem({ creatinineDate: new Date('2026-11-23') })).toBe('future');
    expect(problem({ creatinineDate: null, creatinineDateRefused: true })).toBe('unreadable');
    const unreadable = estimateEgfr(
      { ...woman, creatinineDate: null, creatinineDateRefused: true },
      NOW,
    );
    expect([unreadable.validCreatinineDate, unreadable.creatinineEgfr]).toEqual([false, null]);
    expect(unreadable.entries).toEqual([]);
    const cystatin = { ...woman, relativeCystatinEGFR: 70, relativeCystatinEGFRDate: null };
    expect(estimateEgfr(cystatin, NOW).cystatinEgfr).toBe(70);
    const refused = estimateEgfr({ ...cystatin, cystatinDateRefused: true }, NOW);
    expect([refused.validCystatinDate, refused.cystatinEgfr]).toEqual([false, null]);
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

  it('forms no mean and, in different bands, recommends the lower when they differ by more than 30 %', () => {
    const result = estimateEgfr(both(creatinineEgfr / 1.3001), NOW);
    expect(result.meanStatus).toBe('differTooMuch');
    expect(result.percDiff).toBeCloseTo(30.01, 6);
    // Absolute ≈ 65 and ≈ 50: 60–89 and 30–59; the lower (cystatin C) is suggested (ADR 35).
    expect(result.lowerReason).toBe('differentBands');
    expect(result.recommended?.label).toBe('absoluteCystatinEGFR');
    expect(result.entries.map((e) => e.label)).not.toContain('averageRelativeEGFR');
  });

  it('combines samples 7 days apart but not 8; then, in one band, it recommends the lower', () => {
    expect(estimateEgfr(both(75, new Date('2026-11-13')), NOW).meanStatus).toBe('combined');
    const apart = estimateEgfr(both(75, new Date('2026-11-12')), NOW);
    expect(apart.meanStatus).toBe('samplesTooFarApart');
    // Absolute ≈ 65 (creatinine) and ≈ 61 (cystatin C): both 60–89.
    expect(apart.lowerReason).toBe('sameBand');
    expect(apart.recommended?.label).toBe('absoluteCystatinEGFR');
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
    // Below 5 no mean is formed, and the lower (< 5) is what the prescriber doses by.
    expect(recommendedLabel(man(at(80), 4.99))).toBe('absoluteCystatinEGFR');
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
    expect(estimateEgfr({ ...both(40), creatinine: null }, NOW).cystatinSource).toBe('entered');
    expect(recommendedLabel({ ...both(40), creatinine: null })).toBe('absoluteCystatinEGFR');
    expect(recommendedLabel({ ...both(40), creatinineDate: new Date('2024-01-01') })).toBe(
      'absoluteCystatinEGFR',
    );
    expect(labels({ ...both(40, new Date('2024-01-01')), creatinine: null })).toEqual([]);
  });
});

describe('estimates that cannot be combined: the lower is always suggested (ADR 35)', () => {
  const bsa = duboisBodySurfaceArea(45, 156);
  /** The relative eGFR whose absolute value (45 kg, 156 cm) is `absolute`. */
  const relativeFor = (absolute: number) => (absolute * 1.73) / bsa;
  /** A creatinine giving the 62-year-old woman an absolute eGFR of `absolute`. */
  const creatinineFor = (absolute: number) => {
    let low = 30;
    let high = 2000;
    for (let i = 0; i < 200; i++) {
      const mid = (low + high) / 2;
      if (absoluteEgfr(lmRevRelativeEgfr(mid, 62, 'FEMALE'), bsa) > absolute) low = mid;
      else high = mid;
    }
    return (low + high) / 2;
  };
  const pair = (creatinineAbsolute: number, cystatinAbsolute: number): KidneyFunctionInput => ({
    ...woman,
    creatinine: creatinineFor(creatinineAbsolute),
    relativeCystatinEGFR: relativeFor(cystatinAbsolute),
    relativeCystatinEGFRDate: new Date('2026-11-20'),
  });
  const result = (a: number, b: number) => estimateEgfr(pair(a, b), NOW);

  it('both below 30, though in different bands: the lower', () => {
    const r = result(25, 12);
    expect(r.meanStatus).toBe('differTooMuch');
    expect(r.lowerReason).toBe('differentBands');
    expect(r.recommended?.label).toBe('absoluteCystatinEGFR');
    expect(Math.round(r.recommended?.value ?? 0)).toBe(12);
  });

  it('bands are read by rounded value on the dosing scale: 29.6 lies in 30–59, 29.4 in 15–29', () => {
    // More than 30 % apart, so no mean is formed.
    expect(result(29.6, 22).lowerReason).toBe('differentBands');
    expect(result(29.4, 22).lowerReason).toBe('sameBand');
  });

  it('both in one band: the lower', () => {
    const r = result(58, 31);
    expect(r.lowerReason).toBe('sameBand');
    expect(r.recommended?.label).toBe('absoluteCystatinEGFR');
    expect(Math.round(r.recommended?.value ?? 0)).toBe(31);
  });

  it('in different bands: still the lower, never nothing (whichever estimate is the lower)', () => {
    // Absolute ≈ 58 (creatinine) and ≈ 29.4 (cystatin C): 30–59 and 15–29.
    const r = result(58, 29.4);
    expect(r.lowerReason).toBe('differentBands');
    expect(r.recommended?.label).toBe('absoluteCystatinEGFR');
    expect(Math.round(r.recommended?.value ?? 0)).toBe(29);
    // The reverse: the creatinine estimate is the lower one.
    const reverse = result(20, 45);
    expect(reverse.recommended?.label).toBe('absoluteEGFR');
    expect(Math.round(reverse.recommended?.value ?? 0)).toBe(20);
  });

  it('one in the normal range and the other not: the lower', () => {
    // Relative values decide what is normal: above 90 mL/min/1.73 m².
    const young: KidneyFunctionInput = {
      ...woman,
      birthYear: 1996,
      creatinine: 40,
      relativeCystatinEGFR: 50,
      relativeCystatinEGFRDate: new Date('2026-11-20'),
    };
    const r = estimateEgfr(young, NOW);
    expect(r.meanStatus).toBe('outsideRange');
    expect(r.lowerReason).toBe('differentBands');
    expect(r.recommended?.label).toBe('absoluteCystatinEGFR');
    // 90 is not above 90; 90.01 is, and then both are normal.
    expect(estimateEgfr({ ...young, relativeCystatinEGFR: 90 }, NOW).lowerReason).not.toBe(
      'bothNormal',
    );
    expect(estimateEgfr({ ...young, relativeCystatinEGFR: 90.01 }, NOW).lowerReason).toBe(
      'bothNormal',
    );
  });

  it('far apart samples in the normal range: the lower, as when both are normal', () => {
    const young: KidneyFunctionInput = {
      ...woman,
      birthYear: 1996,
      creatinine: 40,
      relativeCystatinEGFR: 120,
      relativeCystatinEGFRDate: new Date('2026-10-01'),
    };
    const r = estimateEgfr(young, NOW);
    expect(r.meanStatus).toBe('samplesTooFarApart');
    expect(r.lowerReason).toBe('bothNormal');
    expect(r.recommended?.label).toBe('absoluteCystatinEGFR');
  });

  it('never suggests the higher of two estimates', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 3, max: 150, noNaN: true }),
        fc.double({ min: 3, max: 150, noNaN: true }),
        (a, b) => {
          const r = result(a, b);
          if (r.lowerReason === null || r.recommended === null) return;
          const value = (label: EgfrLabel) => r.entries.find((e) => e.label === label)?.value;
          const both = [value('absoluteEGFR'), value('absoluteCystatinEGFR')];
          expect(r.recommended.value).toBe(Math.min(...both.map(Number)));
        },
      ),
    );
  });
});

describe('estimates that cannot be combined, without weight or height', () => {
  it('are compared on the relative scale, and the lower one (creatinine) is suggested', () => {
    // Cystatin C 95 is above the mean range while creatinine ≈ 79.9 is not (ADR 18: one above
    // 90, the other not: the lower band). Without a body size there is no absolute scale.
    const result = estimateEgfr(
      {
        ...woman,
        weight: null,
        relativeCystatinEGFR: 95,
        relativeCystatinEGFRDate: woman.creatinineDate,
      },
      NOW,
    );
    expect(result.recommended?.label).toBe('relativeEGFR');
    expect(result.recommended?.value).toBeCloseTo(creatinineEgfr, 6);
  });
});

describe('cystatin C in mg/L (CAPA)', () => {
  const withCystatinC = (cystatinC: number): KidneyFunctionInput => ({
    ...woman,
    creatinine: null,
    cystatinC,
    relativeCystatinEGFRDate: new Date('2026-11-20'),
  });

  it('is turned into a relative eGFR by CAPA and used like an entered one', () => {
    const r = estimateEgfr(withCystatinC(1.5), NOW);
    expect(r.cystatinSource).toBe('capa');
    expect(r.cystatinEgfr).toBe(capaRelativeEgfr(1.5, 62));
    expect(r.recommended?.label).toBe('absoluteCystatinEGFR');
    expect(r.entries.find((e) => e.label === 'relativeCystatinEGFR')?.value).toBe(
      capaRelativeEgfr(1.5, 62),
    );
  });

  it('forms a mean with creatinine like an entered cystatin C eGFR', () => {
    // ≈ 79.9 from creatinine; cystatin C 1.0 at 62 years ≈ 70.8 by CAPA.
    const r = estimateEgfr({ ...withCystatinC(1.0), creatinine: 63 }, NOW);
    expect(r.meanStatus).toBe('combined');
    expect(r.recommended?.label).toBe('absoluteAverageEGFR');
  });

  it('gives way to a cystatin C eGFR the laboratory reported', () => {
    const r = estimateEgfr({ ...withCystatinC(1.5), relativeCystatinEGFR: 40 }, NOW);
    expect([r.cystatinSource, r.cystatinEgfr]).toEqual(['entered', 40]);
  });

  it('needs an accepted age, and a sample at most a year old', () => {
    expect(estimateEgfr({ ...withCystatinC(1.5), birthYear: 2010 }, NOW).cystatinEgfr).toBeNull();
    expect(estimateEgfr({ ...withCystatinC(1.5), birthYear: null }, NOW).cystatinSource).toBeNull();
    const old = { ...withCystatinC(1.5), relativeCystatinEGFRDate: new Date('2025-01-01') };
    expect(estimateEgfr(old, NOW).cystatinEgfr).toBeNull();
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
  it('names the scale of each label', () => {
    expect(scaleOfLabel('manualAbsoluteEGFR')).toBe('absolute');
    expect(scaleOfLabel('absoluteAverageEGFR')).toBe('absolute');
    expect(scaleOfLabel('relativeCystatinEGFR')).toBe('relative');
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
      creatinine: optional(fc.double({ min: 30, max: 2000, noNaN: true })),
      creatinineDate: date,
      relativeCystatinEGFR: optional(fc.double({ min: 1, max: 200, noNaN: true })),
      relativeCystatinEGFRDate: date,
      cystatinC: optional(fc.double({ min: 0.3, max: 10, noNaN: true })),
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
