import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absoluteEgfr,
  bodyMassIndex,
  CAPA_FLOOR,
  capaFormulaValue,
  capaRelativeEgfr,
  duboisBodySurfaceArea,
  lmRevRelativeEgfr,
  lmRevTerms,
  relativeFromAbsoluteEgfr,
} from './egfr.ts';

describe('LM-rev relative eGFR: published worked examples', () => {
  it('man, 40 years, creatinine 88.42 µmol/L → 84 mL/min/1.73 m²', () => {
    expect(Math.round(lmRevRelativeEgfr(88.42, 40, 'MALE'))).toBe(84);
  });

  it('the same man, 80 kg and 180 cm → absolute 97 mL/min', () => {
    const bsa = duboisBodySurfaceArea(80, 180);
    expect(Math.round(absoluteEgfr(lmRevRelativeEgfr(88.42, 40, 'MALE'), bsa))).toBe(97);
  });

  it.each([
    [63, 65],
    [54, 73],
    [60, 67],
    [52, 74],
  ])(
    'woman, 62 years, 45 kg, 156 cm, creatinine %i → absolute %i mL/min',
    (creatinine, expected) => {
      const relative = lmRevRelativeEgfr(creatinine, 62, 'FEMALE');
      expect(Math.round(absoluteEgfr(relative, duboisBodySurfaceArea(45, 156)))).toBe(expected);
    },
  );
});

describe('LM-rev step by step', () => {
  it('shows X, the age term and the result of the first worked example', () => {
    const terms = lmRevTerms(88.42, 40, 'MALE');
    expect(terms.branch).toBe('belowThreshold');
    // X = 2.56 + 0.00968 × (180 − 88.42); age term = −0.0158 × 40 + 0.438 × ln 40
    expect(terms.x).toBeCloseTo(2.56 + 0.00968 * (180 - 88.42), 12);
    expect(terms.ageTerm).toBeCloseTo(-0.0158 * 40 + 0.438 * Math.log(40), 12);
    expect(terms.egfr).toBeCloseTo(Math.exp(terms.x + terms.ageTerm), 12);
    expect(terms.constants.creatinineThreshold).toBe(180);
  });

  it('takes the logarithmic form at and above the threshold', () => {
    expect(lmRevTerms(150, 50, 'FEMALE').branch).toBe('atOrAboveThreshold');
    expect(lmRevTerms(149.9, 50, 'FEMALE').branch).toBe('belowThreshold');
    expect(lmRevTerms(180, 50, 'MALE').branch).toBe('atOrAboveThreshold');
  });
});

describe('CAPA (Grubb 2014): 130 × cystatin C^−1.069 × age^−0.117 − 7', () => {
  // No worked examples are published with the equation; these values were computed by hand
  // from the published constants with an independent tool (bc -l, 12 decimals).
  it.each([
    [1.0, 40, 77.43107781004],
    [1.5, 70, 44.265515136159],
    [2.5, 80, 22.233711355393],
    [0.8, 25, 106.235127960065],
    [3.0, 62, 17.785113003572],
    [1.2, 85, 56.61456854155],
  ])('cystatin C %f mg/L at %i years → %f mL/min/1.73 m²', (cystatinC, age, expected) => {
    expect(capaRelativeEgfr(cystatinC, age)).toBeCloseTo(expected, 9);
  });

  it('at cystatin C 1 mg/L depends on age alone: 130 × age^−0.117 − 7', () => {
    fc.assert(
      fc.property(fc.double({ min: 18, max: 130, noNaN: true }), (age) => {
        expect(capaFormulaValue(1, age)).toBeCloseTo(130 * age ** -0.117 - 7, 9);
      }),
    );
  });

  it('falls as cystatin C or age rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 9, noNaN: true }),
        fc.double({ min: 18, max: 120, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (cystatinC, age, d) => {
          expect(capaFormulaValue(cystatinC + d, age)).toBeLessThan(
            capaFormulaValue(cystatinC, age),
          );
          expect(capaFormulaValue(cystatinC, age + d)).toBeLessThan(
            capaFormulaValue(cystatinC, age),
          );
        },
      ),
    );
  });

  it('never gives an eGFR below the floor of 1, however high cystatin C is', () => {
    expect(capaFormulaValue(10, 130)).toBeLessThan(0);
    expect(capaRelativeEgfr(10, 130)).toBe(CAPA_FLOOR);
    expect(capaRelativeEgfr(3, 62)).toBe(capaFormulaValue(3, 62));
  });
});

describe('LM-rev at the creatinine thresholds (specification §9: 180 men, 150 women)', () => {
  it.each([
    ['MALE', 180],
    ['FEMALE', 150],
  ] as const)('is continuous across the %s threshold %i', (sex, threshold) => {
    const below = lmRevRelativeEgfr(threshold - 1e-9, 60, sex);
    const at = lmRevRelativeEgfr(threshold, 60, sex);
    expect(at).toBeCloseTo(below, 6);
  });

  it('uses the logarithmic branch above the threshold', () => {
    // Above the threshold X = x1 − 0.926 × ln(pCr/threshold): doubling creatinine divides
    // eGFR by 2^0.926 exactly.
    const ratio = lmRevRelativeEgfr(300, 50, 'FEMALE') / lmRevRelativeEgfr(600, 50, 'FEMALE');
    expect(ratio).toBeCloseTo(2 ** 0.926, 10);
    const maleRatio = lmRevRelativeEgfr(200, 50, 'MALE') / lmRevRelativeEgfr(400, 50, 'MALE');
    expect(maleRatio).toBeCloseTo(2 ** 0.926, 10);
  });

  it('uses the linear branch below the threshold', () => {
    // Below the threshold, 10 µmol/L less creatinine multiplies eGFR by e^(10 × x2Low).
    const female = lmRevRelativeEgfr(60, 50, 'FEMALE') / lmRevRelativeEgfr(70, 50, 'FEMALE');
    expect(female).toBeCloseTo(Math.exp(0.121), 10);
    const male = lmRevRelativeEgfr(60, 50, 'MALE') / lmRevRelativeEgfr(70, 50, 'MALE');
    expect(male).toBeCloseTo(Math.exp(0.0968), 10);
  });
});

describe('eGFR properties', () => {
  const sex = fc.constantFrom('MALE' as const, 'FEMALE' as const);
  const creatinine = fc.double({ min: 30, max: 2000, noNaN: true });
  const age = fc.double({ min: 18, max: 130, noNaN: true });

  it('falls as creatinine rises', () => {
    fc.assert(
      fc.property(
        sex,
        age,
        creatinine,
        fc.double({ min: 0.5, max: 100, noNaN: true }),
        (s, a, c, d) => {
          expect(lmRevRelativeEgfr(c + d, a, s)).toBeLessThan(lmRevRelativeEgfr(c, a, s));
        },
      ),
    );
  });

  it('falls as age rises past 28 years (where the age terms turn downward)', () => {
    fc.assert(
      fc.property(
        sex,
        creatinine,
        fc.double({ min: 28, max: 120, noNaN: true }),
        fc.double({ min: 0.5, max: 10, noNaN: true }),
        (s, c, a, d) => {
          expect(lmRevRelativeEgfr(c, a + d, s)).toBeLessThan(lmRevRelativeEgfr(c, a, s));
        },
      ),
    );
  });

  it('absolute and relative eGFR convert back and forth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        (relative, bsa) => {
          expect(relativeFromAbsoluteEgfr(absoluteEgfr(relative, bsa), bsa)).toBeCloseTo(
            relative,
            9,
          );
        },
      ),
    );
  });

  it('a body of standard size (BSA 1.73 m²) has equal relative and absolute eGFR', () => {
    expect(absoluteEgfr(55, 1.73)).toBeCloseTo(55, 12);
  });
});

describe('body measures', () => {
  it('computes DuBois body surface area', () => {
    expect(duboisBodySurfaceArea(80, 180)).toBeCloseTo(1.9966, 3);
    expect(duboisBodySurfaceArea(45, 156)).toBeCloseTo(1.4093, 3);
  });

  it('computes BMI rounded to one decimal', () => {
    expect(bodyMassIndex(80, 180)).toBe(24.7);
    expect(bodyMassIndex(45, 156)).toBe(18.5);
    expect(bodyMassIndex(130, 170)).toBe(45);
  });
});
