import type { ClassificationColour } from './classification-colour.ts';

/** The A–D letters shared by interactions and renal recommendations (specification §3). */
export type SeverityLetter = 'A' | 'B' | 'C' | 'D';

const LETTER_RANK: Record<SeverityLetter, number> = { A: 1, B: 2, C: 3, D: 4 };
const LETTER_COLOUR: Record<SeverityLetter, ClassificationColour> = {
  A: 'green',
  B: 'white',
  C: 'yellow',
  D: 'red',
};

/** Rank of a letter, A=1 … D=4 (specification §4 'Ranks and levels'). */
export function letterRank(letter: SeverityLetter): number {
  return LETTER_RANK[letter];
}

/** Badge colour of a letter (specification §3: A green with white text, B white, C yellow, D red). */
export function letterColour(letter: SeverityLetter): ClassificationColour {
  return LETTER_COLOUR[letter];
}

/** The most severe letter, D over C over B over A; null for none (specification §4 'Renal tab'). */
export function highestLetter(letters: readonly SeverityLetter[]): SeverityLetter | null {
  let highest: SeverityLetter | null = null;
  for (const letter of letters) {
    if (highest === null || LETTER_RANK[letter] > LETTER_RANK[highest]) highest = letter;
  }
  return highest;
}
