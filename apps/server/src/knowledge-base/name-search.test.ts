import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { foldForSearch, NameSearchIndex } from './name-search.ts';

const product = (id: number, name: string): { hit: SearchHit; searchableNames: string[] } => ({
  hit: {
    kind: 'product',
    id: String(99000000000000 + id),
    name,
    description: '',
    substances: [],
    isLic: false,
  },
  searchableNames: [name],
});

const entries: { hit: SearchHit; searchableNames: string[] }[] = [
  product(1, 'Alvedonix'),
  product(2, 'Alvedon forte'),
  product(3, 'Alvedon'),
  product(4, 'Alvoxa'),
  product(5, 'Järnix'),
  product(6, 'Kalvedon'),
  {
    hit: {
      kind: 'substance',
      id: 'IDDEMOSUBSTANCE1',
      name: 'östradiol',
      atcCodes: [],
      productCount: 0,
    },
    searchableNames: ['östradiol', 'estradiol'],
  },
];
const index = new NameSearchIndex(
  entries.map(({ hit, searchableNames }) => ({ name: hit.name, searchableNames })),
  (entry) => entries[entry]!.hit,
);
const names = (query: string, limit = 10) => index.search(query, limit).map((hit) => hit.name);

describe('NameSearchIndex ranking', () => {
  it('ranks exact before prefix matches, shorter names first within a tier', () => {
    // 'Kalvedon' is one edit away: a fuzzy match, so it comes after every exact and prefix one.
    expect(names('alvedon')).toEqual(['Alvedon', 'Alvedon forte', 'Alvedonix', 'Kalvedon']);
    expect(names('alv')).toEqual(['Alvoxa', 'Alvedon', 'Alvedonix', 'Alvedon forte']);
  });

  it('adds one-typo matches after every exact and prefix match', () => {
    expect(names('alvedom')).toEqual(['Alvedon', 'Alvedon forte']);
    expect(names('kalvedon')).toEqual(['Kalvedon', 'Alvedon', 'Alvedon forte']);
  });

  it('matches every term of a multi-word query, in any order', () => {
    expect(names('forte alv')).toEqual(['Alvedon forte']);
    expect(names('alvedon xyz')).toEqual([]);
  });

  it('folds diacritics both ways and finds synonyms', () => {
    expect(names('jarn')).toEqual(['Järnix']);
    expect(names('ostra')).toEqual(['östradiol']);
    expect(names('estradiol')).toEqual(['östradiol']);
  });

  it('honours the limit and ignores queries without letters or digits', () => {
    expect(names('alv', 2)).toEqual(['Alvoxa', 'Alvedon']);
    expect(names('  ')).toEqual([]);
    expect(names('--')).toEqual([]);
  });

  it('never throws and never returns more than the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 5 }), (query, limit) => {
        expect(index.search(query, limit).length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('gives the same hits when its scratch counters start over in the middle of a query', () => {
    const fresh = names('alvedon');
    // The visit counter wraps between the exact/prefix scan and the one-typo scan.
    (index as unknown as { visitStamp: number }).visitStamp = 0xfffffffe;
    expect(names('alvedon')).toEqual(fresh);
    (index as unknown as { queryStamp: number }).queryStamp = 0xffffffff;
    expect(names('alvedon')).toEqual(fresh);
  });

  it('folds case and diacritics', () => {
    expect(foldForSearch('ÅÄÖ é Ü')).toBe('aao e u');
  });
});
