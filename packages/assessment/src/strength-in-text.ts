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
    .replace(
      UNIT_WORD,
      (word: string, offset: number, whole: string) =>
        FIXED[word] ?? `${COUNTED[word] ?? ''}${isOne(whole.slice(0, offset)) ? '' : 's'}`,
    );
}

/** Unit words Swedish writes alike for one and many; English adds an 's' after any amount but 1. */
const COUNTED: Partial<Record<string, string>> = {
  mikrogram: 'microgram',
  IE: 'international unit',
  E: 'unit',
};
/** Words with one English form each: 'dos' follows a slash; 'timme' and 'timmar' say their number. */
const FIXED: Partial<Record<string, string>> = { dos: 'dose', timme: 'hour', timmar: 'hours' };

// A whole word: not part of a longer word, a name ('anti-Xa') or a number.
const UNIT_WORD = new RegExp(
  `(?<![\\p{L}\\d-])(?:${[...Object.keys(COUNTED), ...Object.keys(FIXED)].join('|')})(?![\\p{L}\\d-])`,
  'gu',
);

/** Whether the text before a unit word ends in the amount 1 ('1 E', not '21 E' or '1.5 E'). */
function isOne(before: string): boolean {
  return /(?:^|[^\d.,])1 $/.test(before);
}
