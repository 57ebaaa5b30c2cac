import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DECIMAL_COMMA,
  ENGLISH_STRENGTH_WORDS,
  strengthAmounts,
  wordsOf,
} from '../testing/strength-amounts.ts';
import { strengthInText } from './strength-in-text.ts';

describe('strengthInText', () => {
  it('writes a decimal point and English unit words on English pages', () => {
    expect(strengthInText('2,5 mg', 'en')).toBe('2.5 mg');
    expect(strengthInText('0,03 mg/0,15 mg', 'en')).toBe('0.03 mg/0.15 mg');
    expect(strengthInText('9,5 mg/24 timmar', 'en')).toBe('9.5 mg/24 hours');
    expect(strengthInText('25 mikrogram/timme', 'en')).toBe('25 micrograms/hour');
    expect(strengthInText('160 mikrogram/4,5 mikrogram/dos', 'en')).toBe(
      '160 micrograms/4.5 micrograms/dose',
    );
    expect(strengthInText('100 E/ml', 'en')).toBe('100 units/ml');
    expect(strengthInText('1 E/ml', 'en')).toBe('1 unit/ml');
    // Singular only right after the amount 1: not after 21, nor after a 1 earlier on.
    expect(strengthInText('21 E/ml', 'en')).toBe('21 units/ml');
    expect(strengthInText('1 mg/100 E', 'en')).toBe('1 mg/100 units');
    expect(strengthInText('800 IE', 'en')).toBe('800 international units');
  });

  it('groups thousands with a comma in English, and tells them from decimals', () => {
    expect(strengthInText('5 000 IE/0,2 ml', 'en')).toBe('5,000 international units/0.2 ml');
    expect(strengthInText('10 000 anti-Xa IE/ml', 'en')).toBe(
      '10,000 anti-Xa international units/ml',
    );
    expect(strengthInText('70 mg/2 800 IE', 'en')).toBe('70 mg/2,800 international units');
    expect(strengthInText('1 000 000 E', 'en')).toBe('1,000,000 units');
    expect(strengthInText('0,1 E', 'en')).toBe('0.1 units');
  });

  it('leaves chemical symbols, words it does not know and percentages alone', () => {
    expect(strengthInText('300 mg I/ml', 'en')).toBe('300 mg I/ml');
    expect(strengthInText('100 mg Fe', 'en')).toBe('100 mg Fe');
    expect(strengthInText('16 mg/80 mg per ml', 'en')).toBe('16 mg/80 mg per ml');
    expect(strengthInText('0,1 %', 'en')).toBe('0.1 %');
    expect(strengthInText('2 mmol/ml', 'en')).toBe('2 mmol/ml');
    expect(strengthInText('', 'en')).toBe('');
  });

  it('leaves Swedish as the knowledge base has it, white space tidied', () => {
    expect(strengthInText('5 000 IE/0,2 ml', 'sv')).toBe('5 000 IE/0,2 ml');
    expect(strengthInText(' 2,5  mg ', 'sv')).toBe('2,5 mg');
  });

  it('keeps the amounts of any strength NPL could write (property)', () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 999 }).map(String),
      fc.integer({ min: 1, max: 999 }).map((n) => `${n} 000`),
      fc.integer({ min: 1, max: 99 }).map((n) => `${n} 500 000`),
      fc
        .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 999 }))
        .map(([a, b]) => `${a},${b}`),
    );
    const unit = fc.constantFrom('mg', 'g', 'ml', 'mikrogram', 'IE', 'E', '%', 'mmol', 'timmar');
    const part = fc.tuple(amount, unit).map(([a, u]) => `${a} ${u}`);
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 3 }), (parts) => {
        const swedish = parts.join('/');
        const english = strengthInText(swedish, 'en');
        expect(strengthAmounts(english, 'en')).toEqual(strengthAmounts(swedish, 'sv'));
        expect(english).not.toMatch(DECIMAL_COMMA);
        expect(ENGLISH_STRENGTH_WORDS).toEqual(expect.arrayContaining(wordsOf(english)));
      }),
    );
  });
});
