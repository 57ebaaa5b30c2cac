import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthYearFromAge,
  CREATININE_UNCERTAIN_ABOVE,
  fertileWomanByBirthYear,
  formatYymmdd,
  isAdult,
  isWomanOfFertileAge,
  parseGender,
  parseSampleDateParameter,
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
    ['height', 50, 300, 'cm'],
    ['weight', 5, 1000, 'kg'],
    ['creatinine', 30, 2000, 'µmol/L'],
    ['cystatinEgfr', 1, 200, 'mL/min/1,73 m²'],
    ['measuredGfr', 1, 200, 'mL/min'],
  ] as const)('%s accepts %i–%i', (measure, min, max, unit) => {
    expect(value(validateMeasure(measure, String(min)))).toBe(min);
    expect(value(validateMeasure(measure, String(max)))).toBe(max);
    const message = `Ange ett värde mellan ${min} och ${max} ${unit}`;
    expect(reason(validateMeasure(measure, String(min - 0.1)))).toBe(message);
    expect(reason(validateMeasure(measure, String(max + 0.1)))).toBe(message);
  });

  it('cystatin C accepts 0,3–10 mg/L and says so with a decimal comma', () => {
    expect(value(validateMeasure('cystatinC', '0,3'))).toBe(0.3);
    expect(value(validateMeasure('cystatinC', '10'))).toBe(10);
    const message = 'Ange ett värde mellan 0,3 och 10 mg/L';
    expect(reason(validateMeasure('cystatinC', '0,29'))).toBe(message);
    expect(reason(validateMeasure('cystatinC', '10,01'))).toBe(message);
  });

  it('accepts creatinine of severe kidney failure, above the 300 µmol/L the estimate is uncertain at', () => {
    expect(CREATININE_UNCERTAIN_ABOVE).toBe(300);
    expect(value(validateMeasure('creatinine', '301'))).toBe(301);
    expect(value(validateMeasure('creatinine', '1250,5'))).toBe(1250.5);
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

  it('turns an age into a birth year: current year in Sweden minus age', () => {
    expect(value(birthYearFromAge('62', NOW))).toBe(1964);
    // 23:30 UTC on New Year's Eve is already the new year in Stockholm.
    expect(value(birthYearFromAge('62', new Date('2026-12-31T23:30:00Z')))).toBe(1965);
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

  it('reads a sampling date in the address as yymmdd or yyyy-mm-dd (ADR 57)', () => {
    expect(value(parseSampleDateParameter(' 240101 '))).toBe('2024-01-01');
    expect(value(parseSampleDateParameter('2024-01-01'))).toBe('2024-01-01');
    expect(value(parseSampleDateParameter(' 2024-01-01 '))).toBe('2024-01-01');
    // Only a whole yyyy-mm-dd is read as one; anything around it is no date at all.
    for (const text of ['x2024-01-01', '2024-01-01x', '12024-01-01'])
      expect(reason(parseSampleDateParameter(text))).toBe('Datum anges med sex siffror, ååmmdd');
    expect(value(parseSampleDateParameter('1999-12-31'))).toBe('1999-12-31');
    expect(reason(parseSampleDateParameter('2024-02-30'))).toBe('Datumet finns inte');
    expect(reason(parseSampleDateParameter('2024-1-1'))).toBe(
      'Datum anges med sex siffror, ååmmdd',
    );
    expect(reason(parseSampleDateParameter('01/01/2024'))).toBe(
      'Datum anges med sex siffror, ååmmdd',
    );
  });

  it('reads a date of this century the same way in both spellings', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const yymmdd = formatYymmdd(iso);
          expect(yymmdd).not.toBeNull();
          expect(parseSampleDateParameter(iso)).toEqual({ ok: true, value: iso });
          expect(parseSampleDateParameter(yymmdd ?? '')).toEqual({ ok: true, value: iso });
        },
      ),
    );
  });

  it('writes an ISO date of this century as yymmdd, and nothing else', () => {
    expect(formatYymmdd('2026-11-20')).toBe('261120');
    expect(formatYymmdd('1999-12-31')).toBeNull();
    expect(formatYymmdd('2026-02-30')).toBeNull();
    expect(formatYymmdd('')).toBeNull();
  });

  it('round-trips every date of this century', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(value(parseYymmdd(iso.slice(2).replaceAll('-', '')))).toBe(iso);
          expect(value(parseYymmdd(formatYymmdd(iso) ?? ''))).toBe(iso);
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

  it("counts a sample's age from today's date in Sweden, not in UTC", () => {
    // 23:30 UTC on 22 November is 00:30 on 23 November in Stockholm.
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(validateSampleDate('2026-11-23', lateEvening).ok).toBe(true);
    expect(reason(validateSampleDate('2025-11-21', lateEvening))).toBe('Provet är äldre än ett år');
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

  it('tells the tab bar whether a patient known by birth year and gender is a woman of fertile age', () => {
    // 2026: born 2013 is 13 and born 1971 is 55 (fertile); 2014 is 12 and 1970 is 56 (not).
    expect([2014, 2013, 1971, 1970].map((y) => fertileWomanByBirthYear('FEMALE', y, NOW))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(fertileWomanByBirthYear('MALE', 1990, NOW)).toBe(false);
    expect(fertileWomanByBirthYear(null, 1990, NOW)).toBeNull();
    expect(fertileWomanByBirthYear('FEMALE', null, NOW)).toBeNull();
  });

  it('an adult is 18 or older', () => {
    expect([17, 18].map(isAdult)).toEqual([false, true]);
  });
});
