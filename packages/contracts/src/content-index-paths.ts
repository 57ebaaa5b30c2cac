import * as z from 'zod/mini';

/**
 * The sources with a content index (specification §2 '/content/{source}', §9): the three Swedish
 * document sources and the English gender documents (sexandgender).
 */
export const contentIndexSourceSchema = z.enum([
  'birthdefect',
  'lactation',
  'genus',
  'sexandgender',
]);
export type ContentIndexSource = z.infer<typeof contentIndexSourceSchema>;

/** The index characters of specification §9: a–z, å, ä, ö and the digits as one entry. */
export const INDEX_CHARACTERS = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'q',
  'r',
  's',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
  'å',
  'ä',
  'ö',
  '0-9',
] as const;
export const indexCharacterSchema = z.enum(INDEX_CHARACTERS);
export type IndexCharacter = z.infer<typeof indexCharacterSchema>;

export const indexClassificationSchema = z.enum(['1', '2', '3', '?', 'A', 'B', 'C', 'C!', '-']);
export type IndexClassification = z.infer<typeof indexClassificationSchema>;

/**
 * The classifications of each index (specification §3 'Classifications per source'): 1–3 or '?'
 * for fetal impact and lactation; A, B, C, C! or '?' for sex and gender, and '-' for a genus
 * document with no class (level 0, 'Level 0 has an empty code', §4).
 */
export const INDEX_CLASSIFICATIONS: Record<ContentIndexSource, readonly IndexClassification[]> = {
  birthdefect: ['1', '2', '3', '?'],
  lactation: ['1', '2', '3', '?'],
  genus: ['A', 'B', 'C', 'C!', '?', '-'],
  sexandgender: ['A', 'B', 'C', 'C!', '?', '-'],
};

// Letters Swedish alphabetises with another: ü with y, æ with ä, ø with ö (as Intl.Collator('sv')).
const SWEDISH_EQUIVALENTS: Readonly<Record<string, IndexCharacter>> = { ü: 'y', æ: 'ä', ø: 'ö' };

/**
 * The index character a title is listed under: its first letter or digit, lower case, with
 * accents other than å, ä and ö removed (é under e) and ü, æ, ø where Swedish sorts them.
 * Null when the title has no letter or digit of the index.
 */
export function indexCharacterOf(title: string): IndexCharacter | null {
  for (const character of title.toLocaleLowerCase('sv')) {
    if (/\d/.test(character)) return '0-9';
    const equivalent = SWEDISH_EQUIVALENTS[character];
    if (equivalent) return equivalent;
    if ('åäö'.includes(character)) return character as IndexCharacter;
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    const parsed = indexCharacterSchema.safeParse(base);
    if (parsed.success) return parsed.data;
    if (/\p{L}/u.test(character)) return null;
  }
  return null;
}
