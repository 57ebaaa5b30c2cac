/**
 * A product's strength as a page in the given language writes it. The knowledge base keeps the
 * strength as NPL writes it, in Swedish: '2,5 mg', '5 000 IE/0,2 ml', '25 mikrogram/timme'. On an
 * English page '2,5 mg' is a misreading waiting to happen (an English reader takes the comma for a
 * thousands separator or a list: 25 mg, or 2 or 5 mg), so English gets a decimal point, comma
 * grouping and the unit words in English (ADR 55).
 *
 * Units are spelled out as The Joint Commission's "Do Not Use" list asks (IE is written
 * 'international units', E 'units', never IU or U), and micrograms as a word, as NPL has it.
 * A word this table does not know is left as the knowledge base has it, so the strength is
 * never lost, only untranslated.
 */
export function strengthInText(strength: string, language: 'sv' | 'en'): string {
  const text = strength.trim().replace(/\s+/g, ' ');
  if (language === 'sv') return text;
  return text
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1,')
    .replace(SWEDISH_UNIT_WORD, (word: string, offset: number, whole: string) => {
      const english = ENGLISH_UNIT[word as keyof typeof ENGLISH_UNIT];
      return isOne(whole.slice(0, offset)) ? english.one : english.other;
    });
}

/** Swedish unit words with their English singular and plural; Swedish often has one form. */
const ENGLISH_UNIT = {
  mikrogram: { one: 'microgram', other: 'micrograms' },
  nanogram: { one: 'nanogram', other: 'nanograms' },
  IE: { one: 'international unit', other: 'international units' },
  E: { one: 'unit', other: 'units' },
  dos: { one: 'dose', other: 'dose' },
  doser: { one: 'doses', other: 'doses' },
  timme: { one: 'hour', other: 'hour' },
  timmar: { one: 'hours', other: 'hours' },
  dygn: { one: 'day', other: 'days' },
  droppe: { one: 'drop', other: 'drop' },
  droppar: { one: 'drops', other: 'drops' },
} as const;

// A whole word: not part of a longer word, a name ('anti-Xa') or a number.
const SWEDISH_UNIT_WORD = new RegExp(
  `(?<![\\p{L}\\d-])(?:${Object.keys(ENGLISH_UNIT).join('|')})(?![\\p{L}\\d-])`,
  'gu',
);

/** Whether the text before a unit word ends in the amount 1 ('1 E', not '21 E' or '1.5 E'). */
function isOne(before: string): boolean {
  return /(?:^|[^\d.,])1 $/.test(before);
}
