import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthYearFromAge,
  isAdult,
  isWomanOfFertileAge,
  parseGender,
  parseYymmdd,
  REQUIRED_FEEDBACK,
  validateBirthYear,
  validateMeasure,
  validateSampleDate,
} from './clinical-input-validation.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const value = <T>(result: { ok: true; value: T } | { ok: false; reason: string }) =>
  result.ok ? result.value : null;
const reason = (result: { ok: boolean; reason?: string }) => (result.ok ? null : result.reason);

describe('birth year (specification §5)', () => {
  it('accepts ages 18 to 130 and nothing outside', () => {
    expect(value(validateBirthYear('2008', NOW))).toBe(2008); // 18
    expect(reason(validateBirthYear('2009', NOW))).toContain('18–130'); // 17
    expect(value(validateBirthYear('1896', NOW))).toBe(1896); // 130
    expect(reason(validateBirthYear('1895', NOW))).toContain('18–130'); // 131
  });

  it('wants digits only, more than three', () => {
    expect(reason(validateBirthYear('', NOW))).toBe(REQUIRED_FEEDBACK);
    expect(reason(validateBirthYear('19x0', NOW))).toBe('Ange födelseåret med siffror');
    expect(reason(validateBirthYear('-1960', NOW))).toBe('Ange födelseåret med siffror');
    expect(reason(validateBirthYear('960', NOW))).toBe('Ange födelseåret med fyra siffror');
    expect(value(validateBirthYear(' 1960 ', NOW))).toBe(1960);
  });
});

describe('clinical measures (specification §5, DESIGN §2), both sides of every limit', () => {
  it.each([
    ['height', 50, 300],
    ['weight', 5, 1000],
    ['creatinine', 30, 300],
    ['cystatinEgfr', 1, 200],
  ] as const)('%s accepts %i–%i', (measure, min, max) => {
    expect(value(validateMeasure(measure, String(min)))).toBe(min);
    expect(value(validateMeasure(measure, String(max)))).toBe(max);
    expect(reason(validateMeasure(measure, String(min - 0.1)))).toContain(
      `mellan ${min} och ${max}`,
    );
    expect(reason(validateMeasure(measure, String(max + 0.1)))).toContain(
      `mellan ${min} och ${max}`,
    );
  });

  it('accepts a decimal comma or point, and refuses other characters', () => {
    expect(value(validateMeasure('weight', '72,5'))).toBe(72.5);
    expect(value(validateMeasure('weight', '72.5'))).toBe(72.5);
    for (const bad of ['7 2', '72kg', '-72', '1e2', '72,5,1', 'abc', '0x40']) {
      expect(reason(validateMeasure('weight', bad))).toBe('Ange ett tal med siffror');
    }
    expect(reason(validateMeasure('weight', ' '))).toBe(REQUIRED_FEEDBACK);
  });

  it('never throws, and accepts exactly the numbers in range', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = validateMeasure('height', text);
        if (result.ok) expect(result.value).toBeGreaterThanOrEqual(50);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (n) => {
        expect(validateMeasure('height', String(n)).ok).toBe(n >= 50 && n <= 300);
      }),
    );
  });
});

describe('URL values (specification §5)', () => {
  it('parses gender f/m in either case', () => {
    expect(['f', 'F', 'm', ' M '].map((g) => value(parseGender(g)))).toEqual([
      'FEMALE',
      'FEMALE',
      'MALE',
      'MALE',
    ]);
    expect(reason(parseGender('x'))).toBe('Kön anges som f eller m');
  });

  it('turns an age into a birth year: current year minus age', () => {
    expect(value(birthYearFromAge('62', NOW))).toBe(1964);
    expect(reason(birthYearFromAge('17', NOW))).toContain('18–130');
    expect(reason(birthYearFromAge('sixty', NOW))).toBe('Ålder anges i hela år med siffror');
  });

  it('turns yymmdd into 20yy-mm-dd, only for dates that exist', () => {
    expect(value(parseYymmdd('261120'))).toBe('2026-11-20');
    expect(value(parseYymmdd('240229'))).toBe('2024-02-29');
    expect(reason(parseYymmdd('230229'))).toBe('Datumet finns inte');
    expect(reason(parseYymmdd('2611201'))).toBe('Datum anges med sex siffror, ååmmdd');
    expect(reason(parseYymmdd('26-11-2'))).toBe('Datum anges med sex siffror, ååmmdd');
  });

  it('round-trips every date of this century', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(value(parseYymmdd(iso.slice(2).replaceAll('-', '')))).toBe(iso);
        },
      ),
    );
  });

  it('parsers never throw on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseGender(text);
        parseYymmdd(text);
        birthYearFromAge(text, NOW);
        validateBirthYear(text, NOW);
        validateSampleDate(text, NOW);
      }),
    );
  });

  it('accepts sampling dates 0–366 days old', () => {
    expect(validateSampleDate('2026-11-22', NOW).ok).toBe(true);
    expect(validateSampleDate('2025-11-21', NOW).ok).toBe(true);
    expect(reason(validateSampleDate('2025-11-20', NOW))).toBe('Provet är äldre än ett år');
    expect(reason(validateSampleDate('2026-11-23', NOW))).toBe('Datumet ligger i framtiden');
    expect(reason(validateSampleDate('2026-02-30', NOW))).toBe('Ogiltigt datum');
  });
});

describe('fertile age and adulthood (specification §5, §9)', () => {
  it('a woman aged 13–55 is of fertile age', () => {
    expect([12, 13, 55, 56].map((age) => isWomanOfFertileAge('FEMALE', age))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isWomanOfFertileAge('MALE', 30)).toBe(false);
    expect(isWomanOfFertileAge(null, 30)).toBe(false);
    expect(isWomanOfFertileAge('FEMALE', null)).toBe(false);
  });

  it('an adult is 18 or older', () => {
    expect([17, 18].map(isAdult)).toEqual([false, true]);
  });
});
