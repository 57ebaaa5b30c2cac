import { describe, expect, it } from 'vitest';
import {
  BIRTH_DEFECT_CLASS_TEXT,
  birthDefectClassText,
  GENUS_CLASS_TEXT,
  GENUS_CLASS_TEXT_EN,
  genusBadge,
  genusClassText,
  genusRank,
  highestLevel,
  lactationClassText,
  LACTATION_CLASS_TEXT,
  lactationOrBirthDefectBadge,
  UNASSESSED_BADGE,
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

describe('what each class means, for badges and legends', () => {
  it('words the level the badge shows: 0 reads as 1, null as ?', () => {
    expect(lactationClassText(0)).toBe(lactationClassText(1));
    expect(lactationClassText(1)).toBe('Kan användas under amning.');
    expect(lactationClassText(3)).toBe('Bör undvikas under amning.');
    expect(lactationClassText(null)).toMatch(/^Underlaget räcker inte/);
    expect(birthDefectClassText(3)).toBe('Känd risk för fosterpåverkan.');
    expect(birthDefectClassText(null)).toMatch(/^Underlaget räcker inte/);
  });

  it('words each genus level, level 0 as not applicable and unknown levels as ?', () => {
    expect([1, 2, 3, 4].map((level) => genusClassText(level))).toEqual([
      'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.',
      'Skillnader mellan kvinnor och män finns men saknar klinisk betydelse.',
      'Skillnader mellan kvinnor och män som kan ha klinisk betydelse.',
      'Skillnader mellan kvinnor och män som bör påverka förskrivning eller behandling.',
    ]);
    expect(genusClassText(0)).toMatch(/inte tillämplig/);
    expect(genusClassText(7)).toBe(genusClassText(null));
  });

  it('words each genus level in English for the English pages, with the same meaning', () => {
    expect([1, 2, 3, 4, 0, null].map((level) => genusClassText(level, 'en'))).toEqual([
      'No known differences between women and men of clinical relevance.',
      'Differences between women and men exist but are of no clinical relevance.',
      'Differences between women and men that may be of clinical relevance.',
      'Differences between women and men that should affect prescribing or treatment.',
      'An assessment of differences between women and men is not applicable.',
      'The evidence is not sufficient to assess differences between women and men.',
    ]);
  });
});

describe('every class has a meaning of its own', () => {
  it.each([
    ['birth defect', BIRTH_DEFECT_CLASS_TEXT],
    ['lactation', LACTATION_CLASS_TEXT],
    ['genus', GENUS_CLASS_TEXT],
    ['genus in English', GENUS_CLASS_TEXT_EN],
  ])('%s: no text is empty and no two classes share one', (_, texts: Record<string, string>) => {
    const values = Object.values(texts);
    expect(values.every((text) => text.trim().length > 0)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });

  it("marks an unassessed entry with a grey '?' (specification §2 Source tabs)", () => {
    expect(UNASSESSED_BADGE).toEqual({ code: '?', colour: 'grey' });
  });
});
