import type { ClassificationColour } from './classification-colour.ts';

export interface Badge {
  code: string;
  colour: ClassificationColour;
}

/** The badge for an entry of the search that a source has not assessed. */
export const UNASSESSED_BADGE: Badge = { code: '?', colour: 'grey' };

/**
 * Lactation and birth-defect levels (specification §4 'Ranks and levels'): 0 or 1 green '1',
 * 2 yellow '2', 3 red '3'. Null (no assessment) is '?'.
 */
export function lactationOrBirthDefectBadge(level: number | null): Badge {
  if (level === null) return UNASSESSED_BADGE;
  if (level >= 3) return { code: '3', colour: 'red' };
  if (level === 2) return { code: '2', colour: 'yellow' };
  return { code: '1', colour: 'green' };
}

const GENUS: Record<number, Badge> = {
  0: { code: '', colour: 'white' },
  1: { code: 'A', colour: 'green' },
  2: { code: 'B', colour: 'white' },
  3: { code: 'C', colour: 'yellow' },
  4: { code: 'C!', colour: 'yellow' },
};

/**
 * Genus levels (specification §4): 1 A green, 2 B white, 3 C yellow, 4 'C!' yellow, 0 an empty
 * code. Null or an unknown level is '?'.
 */
export function genusBadge(level: number | null): Badge {
  return (level === null ? undefined : GENUS[level]) ?? UNASSESSED_BADGE;
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
