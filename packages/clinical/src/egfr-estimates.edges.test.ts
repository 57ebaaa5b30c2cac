import { describe, expect, it } from 'vitest';
import { absoluteEgfr, duboisBodySurfaceArea, lmRevRelativeEgfr } from './egfr.ts';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
/** The first LM-rev worked example: man, 40 years, creatinine 88.42 → 84, 80 kg, 180 cm. */
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
const bsa = duboisBodySurfaceArea(80, 180);
const creatinineEgfr = lmRevRelativeEgfr(88.42, 40, 'MALE');

describe('which estimate is recommended, at the edges of what is known', () => {
  it('recommends a measured GFR without weight and height: it is absolute already', () => {
    const result = estimateEgfr(
      { ...man, weight: null, height: null, manualAbsoluteEGFR: 38 },
      NOW,
    );
    expect(result.recommended).toMatchObject({ label: 'manualAbsoluteEGFR', value: 38 });
  });

  it('recommends the absolute cystatin C estimate when it is the only one and body size is known', () => {
    const result = estimateEgfr({ ...man, creatinine: null, relativeCystatinEGFR: 70 }, NOW);
    expect(result.recommended?.label).toBe('absoluteCystatinEGFR');
    expect(result.recommended?.value).toBeCloseTo(absoluteEgfr(70, bsa), 10);
  });

  it('recommends the mean on the absolute scale, with the two estimates’ difference', () => {
    // Relative creatinine eGFR ≈ 84 and cystatin C eGFR 80 differ by about 5 %: combined.
    const result = estimateEgfr({ ...man, relativeCystatinEGFR: 80 }, NOW);
    const mean = (creatinineEgfr + 80) / 2;
    const percent = ((creatinineEgfr - 80) / 80) * 100;
    expect(result.meanStatus).toBe('combined');
    expect(result.recommended?.label).toBe('absoluteAverageEGFR');
    expect(result.recommended?.value).toBeCloseTo(absoluteEgfr(mean, bsa), 10);
    expect(result.recommended?.percDiff).toBeCloseTo(percent, 10);
    const relative = result.entries.find((entry) => entry.label === 'averageRelativeEGFR');
    expect(relative?.value).toBeCloseTo(mean, 10);
    expect(relative?.percDiff).toBeCloseTo(percent, 10);
  });

  it('knows the gender when it was given', () => {
    expect(estimateEgfr(man, NOW).validGender).toBe(true);
    expect(estimateEgfr({ ...man, gender: null }, NOW).validGender).toBe(false);
  });
});

describe('the names of the estimates (specification §3 eGFR result entry)', () => {
  it('names each estimate by its scale and what it was made from, each differently', () => {
    const result = estimateEgfr({ ...man, relativeCystatinEGFR: 80, manualAbsoluteEGFR: 90 }, NOW);
    expect(result.entries).toHaveLength(7);
    for (const { label, name } of result.entries) {
      if (label === 'manualAbsoluteEGFR') expect(name).toMatch(/^Uppmätt GFR/);
      else expect(name).toMatch(label.startsWith('absolute') ? /^Absolut eGFR/ : /^Relativt eGFR/);
      if (/average/i.test(label)) expect(name).toMatch(/medelvärde av kreatinin och cystatin C/);
      else if (label.includes('Cystatin')) expect(name).toMatch(/\(cystatin C\)/);
      else if (label !== 'manualAbsoluteEGFR') expect(name).toMatch(/\(kreatinin\)/);
    }
    expect(new Set(result.entries.map((entry) => entry.name)).size).toBe(7);
  });
});
