import MiniSearch from 'minisearch';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { PrefixIndex } from './prefix-index.ts';

/**
 * Folds case and diacritics for matching only: 'Ålvedon', 'alvédon' and 'ALVEDON' all match
 * 'alvedon', while hits keep their names as written. Swedish å/ä/ö fold to a/a/o, so a user on
 * a keyboard without them still finds 'järnsulfat' by typing 'jarn'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const tokenize = (text: string): string[] =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** One typo is forgiven once a term has four letters; shorter terms match by prefix only. */
function fuzziness(term: string): number {
  return term.length >= 4 ? 1 : 0;
}

/** Exact before prefix before fuzzy (issue 4). */
const TIER = { exact: 0, prefix: 1, fuzzy: 2 } as const;

interface Entry {
  hit: SearchHit;
  tokens: string[];
}

/**
 * Keeps the `limit` smallest keys of a stream without sorting it all. A key is
 * tier × entries + the entry's position in display order, so ranking is integer comparison.
 */
function insertTop(top: number[], key: number, limit: number): void {
  if (top.length === limit && key >= (top[limit - 1] ?? 0)) return;
  let at = top.length;
  while (at > 0 && key < (top[at - 1] ?? 0)) at--;
  top.splice(at, 0, key);
  if (top.length > limit) top.pop();
}

/**
 * A name index over products and substances (DESIGN 'Knowledge base'). Immutable once built.
 * Exact and prefix matches come from a sorted token index; only when they are too few to fill
 * the limit does MiniSearch add one-typo (fuzzy) matches, which rank after them anyway.
 */
export class NameSearchIndex {
  private readonly fuzzyIndex: MiniSearch<{ id: number; text: string }>;
  private readonly prefixIndex: PrefixIndex;
  private readonly entries: Entry[];
  // Scratch space marking entries already seen by the current query (single-threaded).
  private readonly seenInQuery: Uint32Array;
  private queryStamp = 0;

  constructor(items: readonly { hit: SearchHit; searchableNames: readonly string[] }[]) {
    const entries = items.map(({ hit, searchableNames }) => ({
      hit,
      tokens: searchableNames.flatMap(tokenize),
    }));
    // Display order within a tier, fixed at build time: shorter names first (the closest
    // completion), then Swedish alphabetical order.
    const collator = new Intl.Collator('sv');
    this.entries = entries
      .map((entry, index) => ({ entry, index }))
      .sort(
        (a, b) =>
          a.entry.hit.name.length - b.entry.hit.name.length ||
          collator.compare(a.entry.hit.name, b.entry.hit.name),
      )
      .map(({ entry }) => entry);
    const position = new Map(this.entries.map((entry, order) => [entry, order]));
    const orderOfItem = entries.map((entry) => position.get(entry) ?? 0);
    this.prefixIndex = new PrefixIndex(this.entries.map((entry) => entry.tokens));
    this.seenInQuery = new Uint32Array(this.entries.length);
    this.fuzzyIndex = new MiniSearch({
      fields: ['text'],
      storeFields: [],
      tokenize,
      processTerm: (term) => term,
      searchOptions: { prefix: true, fuzzy: fuzziness, combineWith: 'AND' },
    });
    this.fuzzyIndex.addAll(
      items.map(({ searchableNames }, item) => ({
        id: orderOfItem[item] ?? 0,
        text: searchableNames.join(' '),
      })),
    );
  }

  search(query: string, limit: number): SearchHit[] {
    const terms = tokenize(query);
    if (terms.length === 0) return [];
    const stamp = this.nextStamp();
    const size = this.entries.length;
    const top: number[] = [];
    let matches = 0;

    // Scan the range of the rarest term; any other term must prefix some token of the entry.
    const [rarest = '', ...others] = [...terms].sort(
      (a, b) => this.prefixIndex.countTokens(a) - this.prefixIndex.countTokens(b),
    );
    this.prefixIndex.forEachOwner(rarest, (order, isWholeToken) => {
      // Tokens are sorted, so an entry's whole-token (exact) match is always its first visit.
      if (this.seenInQuery[order] === stamp) return;
      this.seenInQuery[order] = stamp;
      let exact = isWholeToken;
      if (others.length > 0) {
        const tokens = (this.entries[order] as Entry).tokens;
        if (!others.every((term) => tokens.some((token) => token.startsWith(term)))) return;
        exact = terms.every((term) => tokens.includes(term));
      }
      matches++;
      insertTop(top, (exact ? TIER.exact : TIER.prefix) * size + order, limit);
    });

    if (matches < limit) {
      for (const result of this.fuzzyIndex.search(terms.join(' '))) {
        const order = result.id as number;
        if (this.seenInQuery[order] === stamp) continue;
        this.seenInQuery[order] = stamp;
        insertTop(top, TIER.fuzzy * size + order, limit);
      }
    }
    return top.map((key) => (this.entries[key % size] as Entry).hit);
  }

  private nextStamp(): number {
    this.queryStamp = this.queryStamp === 0xffffffff ? 1 : this.queryStamp + 1;
    if (this.queryStamp === 1) this.seenInQuery.fill(0);
    return this.queryStamp;
  }
}
