import { describe, expect, it } from 'vitest';
import {
  birthYearFromAge,
  measureRefusal,
  parseYymmdd,
  REQUIRED_FEEDBACK,
  validateBirthYear,
} from './clinical-input-validation.ts';

const NOW = new Date('2026-11-22T09:00:00Z');

describe('clinical inputs at their edges (specification §4, §5)', () => {
  it("asks for a required field left empty with '*Obligatoriskt'", () => {
    expect(REQUIRED_FEEDBACK).toBe('*Obligatoriskt');
    expect(validateBirthYear('  ', NOW)).toEqual({ ok: false, reason: '*Obligatoriskt' });
  });

  it('reads an age and a record-system date with spaces around them', () => {
    expect(birthYearFromAge(' 40 ', NOW)).toEqual({ ok: true, value: 1986 });
    expect(parseYymmdd(' 261120 ')).toEqual({ ok: true, value: '2026-11-20' });
  });
});

describe('why a measure was refused', () => {
  it('refuses nothing that is empty or accepted once trimmed', () => {
    expect(measureRefusal('creatinine', '')).toBeNull();
    expect(measureRefusal('creatinine', '   ')).toBeNull();
    expect(measureRefusal('creatinine', ' 88 ')).toBeNull();
  });

  it('tells a number outside the range from text that is no number', () => {
    expect(measureRefusal('creatinine', ' 2001 ')).toBe('outOfRange');
    expect(measureRefusal('creatinine', '88 µmol')).toBe('notANumber');
  });
});
