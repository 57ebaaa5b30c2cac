import { describe, expect, it } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import { fertileWomanByBirthYear } from '@medkompass/clinical/clinical-input-validation.ts';
import { fertileWomanOf } from './fertile-woman.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const year = swedishToday(NOW).getUTCFullYear();
const of = (query: string) => fertileWomanOf(new URLSearchParams(query), NOW);

describe('fertileWomanOf', () => {
  it('is false when the record system says isFertile=false, whatever the patient data say', () => {
    expect(of('isFertile=false&nslIds=IDDEMOWARFARIN')).toBe(false);
    expect(of('isFertile=false&birthYear=1996&gender=f')).toBe(false);
  });

  it('follows the patient in the URL: a woman of 13–55 years, by birth year (specification §5)', () => {
    // 2026 − 1971 = 55 and 2026 − 2013 = 13: both limits are inside.
    expect(of('birthYear=1971&gender=f')).toBe(true);
    expect(of('birthYear=1970&gender=f')).toBe(false);
    expect(of('birthYear=1996&gender=m')).toBe(false);
  });

  it('is unknown while birth year or gender is missing', () => {
    expect(of('isFertile=true')).toBeNull();
    expect(of('isFertile=nej')).toBeNull();
    expect(of('')).toBeNull();
    expect(of('birthYear=1996')).toBeNull();
    expect(of('gender=f')).toBeNull();
  });

  it('tells the tab bar whether the patient is a woman of fertile age, null while unknown', () => {
    const at = (query: string) => fertileWomanOf(new URLSearchParams(query), NOW);
    for (const age of [18, 55, 56]) {
      expect(at(`birthYear=${year - age}&gender=f`)).toBe(
        fertileWomanByBirthYear('FEMALE', year - age, NOW),
      );
    }
    expect(at(`birthYear=${year - 30}&gender=m`)).toBe(false);
    expect(at(`birthYear=${year - 30}`)).toBeNull();
    expect(at('gender=f')).toBeNull();
  });
});
