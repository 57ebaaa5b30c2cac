import type { ClassificationColour } from './classification-colour.ts';

export interface Badge {
  code: string;
  colour: ClassificationColour;
}

/** The badge for an entry of the search that a source has not assessed. */
export const UNASSESSED_BADGE: Badge = { code: '?', colour: 'grey' };

/** The codes of the lactation and birth-defect scale (specification §3). */
export type PregnancyLevelCode = '1' | '2' | '3' | '?';
/** The codes of the genus scale; '' is level 0, for which no assessment applies. */
export type GenusCode = 'A' | 'B' | 'C' | 'C!' | '?' | '';

/** Lactation and birth-defect levels: 0 or 1 '1', 2 '2', 3 '3', null '?'. */
export function pregnancyLevelCode(level: number | null): PregnancyLevelCode {
  if (level === null) return '?';
  if (level >= 3) return '3';
  if (level === 2) return '2';
  return '1';
}

const PREGNANCY_COLOUR: Record<PregnancyLevelCode, ClassificationColour> = {
  '1': 'green',
  '2': 'yellow',
  '3': 'red',
  '?': UNASSESSED_BADGE.colour,
};

/**
 * Lactation and birth-defect levels (specification §4 'Ranks and levels'): 0 or 1 green '1',
 * 2 yellow '2', 3 red '3'. Null (no assessment) is '?'.
 */
export function lactationOrBirthDefectBadge(level: number | null): Badge {
  const code = pregnancyLevelCode(level);
  return { code, colour: PREGNANCY_COLOUR[code] };
}

const GENUS_CODES: Record<number, GenusCode> = { 0: '', 1: 'A', 2: 'B', 3: 'C', 4: 'C!' };
const GENUS_COLOUR: Record<GenusCode, ClassificationColour> = {
  '': 'white',
  A: 'green',
  B: 'white',
  C: 'yellow',
  'C!': 'yellow',
  '?': UNASSESSED_BADGE.colour,
};

/** Genus levels: 0 '', 1 A, 2 B, 3 C, 4 C!; null or an unknown level '?'. */
export function genusCode(level: number | null): GenusCode {
  return (level === null ? undefined : GENUS_CODES[level]) ?? '?';
}

/**
 * Genus levels (specification §4): 1 A green, 2 B white, 3 C yellow, 4 'C!' yellow, 0 an empty
 * code. Null or an unknown level is '?'.
 */
export function genusBadge(level: number | null): Badge {
  const code = genusCode(level);
  return { code, colour: GENUS_COLOUR[code] };
}

/** Rank of a genus classification, A, B, C, C! → 1–4 (specification §4); others 0. */
export function genusRank(code: string): number {
  return ['A', 'B', 'C', 'C!'].indexOf(code) + 1;
}

/** The most severe of several levels for a tab: the highest level, '?' when none is assessed. */
export function highestLevel(levels: readonly (number | null)[]): number | null {
  const assessed = levels.filter((level): level is number => level !== null);
  return assessed.length === 0 ? null : Math.max(...assessed);
}

/** What a fetal-impact class means (birthdefect, specification §3), in Swedish. */
export const BIRTH_DEFECT_CLASS_TEXT: Record<PregnancyLevelCode, string> = {
  '1': 'Ingen ökad risk för fosterpåverkan har kunnat påvisas.',
  '2': 'Möjlig risk för fosterpåverkan, eller risk under en viss del av graviditeten.',
  '3': 'Känd risk för fosterpåverkan.',
  '?': 'Underlaget räcker inte för att bedöma risken för fosterpåverkan.',
};

/** What a lactation class means (specification §3), in Swedish. */
export const LACTATION_CLASS_TEXT: Record<PregnancyLevelCode, string> = {
  '1': 'Kan användas under amning.',
  '2': 'Bör användas med försiktighet under amning.',
  '3': 'Bör undvikas under amning.',
  '?': 'Underlaget räcker inte för att bedöma användning under amning.',
};

/** What a genus class means (specification §3), in Swedish. */
export const GENUS_CLASS_TEXT: Record<GenusCode, string> = {
  A: 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.',
  B: 'Skillnader mellan kvinnor och män finns men saknar klinisk betydelse.',
  C: 'Skillnader mellan kvinnor och män som kan ha klinisk betydelse.',
  'C!': 'Skillnader mellan kvinnor och män som bör påverka förskrivning eller behandling.',
  '?': 'Underlaget räcker inte för att bedöma skillnader mellan kvinnor och män.',
  '': 'En bedömning av skillnader mellan kvinnor och män är inte tillämplig.',
};

/** The meaning of a fetal-impact level (null: '?'), as its badge shows it. */
export function birthDefectClassText(level: number | null): string {
  return BIRTH_DEFECT_CLASS_TEXT[pregnancyLevelCode(level)];
}

/** The meaning of a lactation level (null: '?'), as its badge shows it. */
export function lactationClassText(level: number | null): string {
  return LACTATION_CLASS_TEXT[pregnancyLevelCode(level)];
}

/** What a genus class means, in English for the English sex-and-gender pages (§1). */
export const GENUS_CLASS_TEXT_EN: Record<GenusCode, string> = {
  A: 'No known differences between women and men of clinical relevance.',
  B: 'Differences between women and men exist but are of no clinical relevance.',
  C: 'Differences between women and men that may be of clinical relevance.',
  'C!': 'Differences between women and men that should affect prescribing or treatment.',
  '?': 'The evidence is not sufficient to assess differences between women and men.',
  '': 'An assessment of differences between women and men is not applicable.',
};

/** The meaning of a genus level (null or unknown: '?'), as its badge shows it. */
export function genusClassText(level: number | null, language: 'sv' | 'en' = 'sv'): string {
  return (language === 'en' ? GENUS_CLASS_TEXT_EN : GENUS_CLASS_TEXT)[genusCode(level)];
}
