import { describe, expect, it } from 'vitest';
import {
  genusBadge,
  genusRank,
  highestLevel,
  lactationOrBirthDefectBadge,
} from './document-classification.ts';

describe('lactation and birth-defect levels (specification §4)', () => {
  it("0 or 1 green '1', 2 yellow '2', 3 red '3', none '?'", () => {
    expect([0, 1, 2, 3, null].map(lactationOrBirthDefectBadge)).toEqual([
      { code: '1', colour: 'green' },
      { code: '1', colour: 'green' },
      { code: '2', colour: 'yellow' },
      { code: '3', colour: 'red' },
      { code: '?', colour: 'grey' },
    ]);
  });
});

describe('genus levels (specification §4)', () => {
  it("1 A green, 2 B white, 3 C yellow, 4 C! yellow, 0 empty, unknown '?'", () => {
    expect([1, 2, 3, 4, 0, 7, null].map(genusBadge).map((b) => `${b.code}:${b.colour}`)).toEqual([
      'A:green',
      'B:white',
      'C:yellow',
      'C!:yellow',
      ':white',
      '?:grey',
      '?:grey',
    ]);
  });

  it('ranks A, B, C, C! as 1–4', () => {
    expect(['A', 'B', 'C', 'C!', '?'].map(genusRank)).toEqual([1, 2, 3, 4, 0]);
  });
});

describe('highestLevel', () => {
  it('takes the highest assessed level, null when nothing is assessed', () => {
    expect(highestLevel([1, null, 3, 2])).toBe(3);
    expect(highestLevel([null, null])).toBeNull();
    expect(highestLevel([])).toBeNull();
  });
});
