import { describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { ContentIndexes } from './content-index.ts';

type Lactation = KbBundle['lactationDocuments'][number];
type BirthDefect = KbBundle['birthDefectDocuments'][number];
type Genus = KbBundle['genusDocuments'][number];

const links = { nslIds: [], nplIds: [], updated: '2026-10-01', background: '' };
const lactation = (id: string, title: string, code: Lactation['classification']['code']) => ({
  id,
  documentTitle: title,
  recommendation: 'r',
  publicRecommendation: 'p',
  classification: { level: code === '?' ? null : Number(code), code },
  ...links,
});
const birthDefect = (id: string, name: string, level: number | null): BirthDefect => ({
  id,
  name,
  assessment: 'a',
  classificationLevel: level,
  ...links,
});
const genus = (id: string, title: string, code: Genus['classificationCode']): Genus => ({
  id,
  documentTitle: title,
  classificationLevel: code === '' ? 0 : code === '?' ? null : 1,
  classificationCode: code,
  summary: 's',
  ...links,
});

const indexes = new ContentIndexes({
  lactationDocuments: [
    lactation('l-ibu', 'Ibuprofen', '1'),
    lactation('l-oxa', 'Oxazepam', '2'),
    lactation('l-ama', 'Amiodaron', '3'),
    lactation('l-aba', 'Abakavir', '?'),
  ],
  birthDefectDocuments: [
    birthDefect('b-war', 'Warfarin', 3),
    birthDefect('b-ors', 'Örtpreparat', null),
    birthDefect('b-zop', 'Zopiklon', 1),
    birthDefect('b-alv', 'Äggvita', 2),
    birthDefect('b-5fu', '5-fluorouracil', 3),
  ],
  genusDocuments: [
    genus('g-2', 'Metoprolol', 'C!'),
    genus('g-1', 'Metoprolol', 'A'),
    genus('g-0', 'Levotyroxin', ''),
  ],
  genderDocuments: [genus('e-1', 'Zolpidem', 'C'), genus('e-2', 'Codeine', '?')],
});
const all = { offset: 0, limit: 50 };

describe('the content indexes (specification §2 /content/{source})', () => {
  it('list a source’s documents by title in Swedish order, å, ä and ö after z', () => {
    const page = indexes.page('birthdefect', all);
    expect(page.items.map((item) => item.title)).toEqual([
      '5-fluorouracil',
      'Warfarin',
      'Zopiklon',
      'Äggvita',
      'Örtpreparat',
    ]);
    expect(page.total).toBe(5);
  });

  it('class a fetal-impact document by its level, and one without a level as ?', () => {
    expect(indexes.page('birthdefect', all).items.map((item) => item.classification)).toEqual([
      '3',
      '3',
      '1',
      '2',
      '?',
    ]);
  });

  it('take lactation documents by their title and code', () => {
    expect(indexes.page('lactation', all).items).toEqual([
      { id: 'l-aba', title: 'Abakavir', classification: '?' },
      { id: 'l-ama', title: 'Amiodaron', classification: '3' },
      { id: 'l-ibu', title: 'Ibuprofen', classification: '1' },
      { id: 'l-oxa', title: 'Oxazepam', classification: '2' },
    ]);
  });

  it("list genus documents with an empty code as '-', and equal titles by id", () => {
    expect(indexes.page('genus', all).items).toEqual([
      { id: 'g-0', title: 'Levotyroxin', classification: '-' },
      { id: 'g-1', title: 'Metoprolol', classification: 'A' },
      { id: 'g-2', title: 'Metoprolol', classification: 'C!' },
    ]);
  });

  it('list the English gender documents under sexandgender', () => {
    expect(indexes.page('sexandgender', all).items.map((item) => item.id)).toEqual(['e-2', 'e-1']);
  });

  it('filter by index character, by classification or both, counting what matches', () => {
    const byChar = indexes.page('birthdefect', { ...all, char: 'ä' });
    expect(byChar.items.map((item) => item.id)).toEqual(['b-alv']);
    expect(byChar.total).toBe(1);
    expect(indexes.page('birthdefect', { ...all, char: '0-9' }).items.map((i) => i.id)).toEqual([
      'b-5fu',
    ]);
    expect(
      indexes.page('birthdefect', { ...all, classification: '3' }).items.map((i) => i.id),
    ).toEqual(['b-5fu', 'b-war']);
    const both = indexes.page('birthdefect', { ...all, char: 'w', classification: '1' });
    expect(both).toMatchObject({ total: 0, items: [] });
  });

  it('give one page from the offset, and the total of every match', () => {
    const page = indexes.page('birthdefect', { offset: 1, limit: 2 });
    expect(page.items.map((item) => item.id)).toEqual(['b-war', 'b-zop']);
    expect(page.total).toBe(5);
  });

  it('name the characters and classifications the source has, whatever the filters', () => {
    const page = indexes.page('birthdefect', { ...all, char: 'z' });
    expect(page.characters).toEqual(['w', 'z', 'ä', 'ö', '0-9']);
    expect(page.classifications).toEqual(['1', '2', '3', '?']);
    expect(indexes.page('genus', all).classifications).toEqual(['A', 'C!', '-']);
  });
});
