/**
 * What a strength says, for tests of strength-in-text.ts: its amounts as numbers (Swedish with a
 * decimal comma and space grouping, English with a point and comma grouping) and the words an
 * English strength may hold.
 */
export function strengthAmounts(text: string, language: 'sv' | 'en'): number[] {
  const decimal = language === 'sv' ? ',' : '.';
  const group = language === 'sv' ? ' ' : ',';
  const number = new RegExp(`\\d{1,3}(?:${group}\\d{3})+(?!\\d)|\\d+(?:\\${decimal}\\d+)?`, 'g');
  return (text.match(number) ?? []).map((n) =>
    Number(n.split(group).join('').replace(decimal, '.')),
  );
}

/** Units, symbols and words an English strength may hold (I: iodine, Fe: iron). */
export const ENGLISH_STRENGTH_WORDS: readonly string[] = [
  ...['mg', 'g', 'ml', 'mmol', 'micrograms', 'microgram', 'units', 'unit'],
  ...['international', 'dose', 'hour', 'hours', 'per', 'anti-Xa', 'I', 'Fe'],
];

/** The words of a text (letters, with hyphens inside): what ENGLISH_STRENGTH_WORDS is checked on. */
export const wordsOf = (text: string): string[] => text.match(/\p{L}[\p{L}-]*/gu) ?? [];

/** A decimal comma left in English: a comma not followed by exactly three digits. */
export const DECIMAL_COMMA = /\d,(?!\d{3}(?!\d))/;
