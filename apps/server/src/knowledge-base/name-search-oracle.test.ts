import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { foldForSearch, NameSearchIndex } from './name-search.ts';
import { isWithinOneEdit } from './token-index.ts';

const tokenize = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The search as it was specified with MiniSearch (ADR 27), built from first principles: an
 * entry matches when every term prefixes one of its tokens or, from four letters, is one edit
 * from one (MiniSearch's prefix + fuzzy 1, AND); exact (every term a whole token) before prefix
 * before fuzzy, each tier in display order (shorter names first, then Swedish order, then the
 * caller's order: entries whose display names are the same are not ordered by MiniSearch's score,
 * which the index never computed, but as they were given).
 */
function reference(names: readonly string[][], query: string, limit: number): number[] {
  const terms = tokenize(query);
  if (terms.length === 0) return [];
  const fuzzy = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 1 : 0),
      combineWith: 'AND',
    },
  });
  fuzzy.addAll(names.map((searchable, id) => ({ id, text: searchable.join(' ') })));
  const matching = new Set(fuzzy.search(terms.join(' ')).map((result) => result.id as number));
  const collator = new Intl.Collator('sv');
  const display = (entry: number) => names[entry]?.[0] ?? '';
  const tier = (entry: number) => {
    const tokens = (names[entry] ?? []).flatMap(tokenize);
    if (terms.every((term) => tokens.includes(term))) return 0;
    if (terms.every((term) => tokens.some((token) => token.startsWith(term)))) return 1;
    return 2;
  };
  return [...matching]
    .sort(
      (a, b) =>
        tier(a) - tier(b) ||
        display(a).length - display(b).length ||
        collator.compare(display(a), display(b)) ||
        a - b,
    )
    .slice(0, limit);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// Few letters, so that names share prefixes and typos land on other names.
const word = fc.string({
  unit: fc.constantFrom('a', 'b', 'e', 'l', 'o', 'r', 'å', 'é'),
  minLength: 1,
  maxLength: 7,
});
const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const entries = fc.array(fc.array(name, { minLength: 1, maxLength: 2 }), {
  minLength: 1,
  maxLength: 25,
});

describe('NameSearchIndex against the MiniSearch behaviour it replaces', () => {
  it('finds the same hits in the same order for any names, query and limit', () => {
    fc.assert(
      fc.property(
        entries,
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 8 }),
        (names, words, limit) => {
          const query = words.join(' ');
          const index = new NameSearchIndex(
            names.map((searchable) => ({ name: searchable[0] ?? '', searchableNames: searchable })),
            (entry) =>
              ({
                kind: 'substance',
                id: String(entry),
                name: '',
                atcCodes: [],
                productCount: 0,
              }) satisfies SearchHit,
          );
          const found = index.search(query, limit).map((hit) => Number(hit.id));
          expect(found).toEqual(reference(names, query, limit));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('orders entries with the same display name as they were given (a counterexample once)', () => {
    const names = [
      ['r', 'oa'],
      ['r', 'or'],
    ];
    const index = new NameSearchIndex(
      names.map((searchable) => ({ name: searchable[0] ?? '', searchableNames: searchable })),
      (entry) =>
        ({
          kind: 'substance',
          id: String(entry),
          name: '',
          atcCodes: [],
          productCount: 0,
        }) satisfies SearchHit,
    );
    expect(index.search('o', 1).map((hit) => Number(hit.id))).toEqual([0]);
    expect(reference(names, 'o', 1)).toEqual([0]);
  });

  it('tells one edit apart from more, as Levenshtein distance does', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(isWithinOneEdit(a, b)).toBe(levenshtein(a, b) <= 1);
      }),
      { numRuns: 2000 },
    );
  });
});
