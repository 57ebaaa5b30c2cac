import type { SearchHit } from '@medkompass/contracts/search.ts';
import { TokenIndex } from './token-index.ts';

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
const FUZZY_MIN_LENGTH = 4;

/** Exact before prefix before fuzzy: the closest matches are read first. */
const TIER = { exact: 0, prefix: 1, fuzzy: 2 } as const;

/** What the index needs of an entry: the name it is shown by and the names it is found by. */
export interface NamedEntry {
  name: string;
  searchableNames: readonly string[];
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

/** The tokens a term matches: a range of token ids by prefix, plus tokens one typo away. */
interface TermMatch {
  start: number;
  end: number;
  typos: ReadonlySet<number>;
}

const NO_TYPOS: ReadonlySet<number> = new Set();

/**
 * A name index over products and substances (DESIGN 'Knowledge base'). Immutable once built.
 * An entry matches when every term of the query starts one of its tokens (exact when every term
 * is a whole token) or, for terms of four letters or more, is one edit from one of its tokens;
 * exact matches rank before prefix matches before one-typo matches, each tier in display order.
 * Entries are numbers in display order and hits are made only for the results (`hitOf`), so
 * the index holds typed arrays and one string per distinct token (a small heap, ADR 27).
 */
export class NameSearchIndex {
  private readonly tokenIndex: TokenIndex;
  /** The caller's entry at each position of display order. */
  private readonly entryAt: Int32Array;
  private readonly hitOf: (entry: number) => SearchHit;
  // Scratch space for the current query (single-threaded): entries visited and entries matched.
  private readonly visited: Uint32Array;
  private readonly matched: Uint32Array;
  private visitStamp = 0;
  private queryStamp = 0;

  /** `hitOf(e)` makes the hit shown for entries[e]. */
  constructor(entries: readonly NamedEntry[], hitOf: (entry: number) => SearchHit) {
    this.hitOf = hitOf;
    // Display order within a tier, fixed at build time: shorter names first (the closest
    // completion), then Swedish alphabetical order.
    const collator = new Intl.Collator('sv');
    const order = [...entries.keys()].sort((a, b) => {
      const x = entries[a]?.name ?? '';
      const y = entries[b]?.name ?? '';
      return x.length - y.length || collator.compare(x, y);
    });
    this.entryAt = Int32Array.from(order);
    this.tokenIndex = new TokenIndex(
      order.map((entry) => (entries[entry]?.searchableNames ?? []).flatMap(tokenize)),
    );
    this.visited = new Uint32Array(order.length);
    this.matched = new Uint32Array(order.length);
  }

  search(query: string, limit: number): SearchHit[] {
    const terms = tokenize(query);
    if (terms.length === 0 || limit < 1) return [];
    const index = this.tokenIndex;
    const size = this.entryAt.length;
    const queryStamp = this.nextQueryStamp();
    const visitStamp = this.nextVisitStamp();
    const top: number[] = [];
    let matches = 0;

    // Exact and prefix matches: scan the owners of the rarest term's tokens; every other term
    // must start some token of the entry.
    const ranges = terms.map((term) => index.prefixRange(term));
    const scanned = cheapest(ranges.map(([start, end]) => index.ownerCount(start, end)));
    const [scanStart, scanEnd] = ranges[scanned] ?? [0, 0];
    const [from, to] = index.ownerPositions(scanStart, scanEnd);
    // The range's first token is the term itself when it is a whole token: its owners come first.
    const wholeTokenOwners =
      index.tokens[scanStart] === terms[scanned]
        ? index.ownerPositions(scanStart, scanStart + 1)[1]
        : from;
    for (let position = from; position < to; position++) {
      const order = index.ownerAt(position);
      // An entry's first visit is through its smallest token, so its exact match if it has one.
      if (this.visited[order] === visitStamp) continue;
      this.visited[order] = visitStamp;
      let exact = position < wholeTokenOwners;
      if (terms.length > 1) {
        const all = ranges.every(([start, end]) =>
          index.someTokenOf(order, (id) => id >= start && id < end),
        );
        if (!all) continue;
        exact = terms.every((term) => index.someTokenOf(order, (id) => index.tokens[id] === term));
      }
      this.matched[order] = queryStamp;
      matches++;
      insertTop(top, (exact ? TIER.exact : TIER.prefix) * size + order, limit);
    }

    if (matches < limit) this.addTypoMatches(terms, ranges, queryStamp, top, limit);
    return top.map((key) => this.hitOf(this.entryAt[key % size] ?? 0));
  }

  /** Entries that match every term by prefix or one typo, but not all by prefix (ranked last). */
  private addTypoMatches(
    terms: readonly string[],
    ranges: readonly [number, number][],
    queryStamp: number,
    top: number[],
    limit: number,
  ): void {
    const index = this.tokenIndex;
    const size = this.entryAt.length;
    const matches: TermMatch[] = terms.map((term, k) => {
      const [start, end] = ranges[k] ?? [0, 0];
      const typos = term.length >= FUZZY_MIN_LENGTH ? new Set(index.withinOneEdit(term)) : NO_TYPOS;
      return { start, end, typos };
    });
    const isMatch =
      ({ start, end, typos }: TermMatch) =>
      (id: number) =>
        (id >= start && id < end) || typos.has(id);
    const tests = matches.map(isMatch);
    const visitStamp = this.nextVisitStamp();
    const visit = (order: number) => {
      if (this.visited[order] === visitStamp || this.matched[order] === queryStamp) return;
      this.visited[order] = visitStamp;
      if (!tests.every((test) => index.someTokenOf(order, test))) return;
      insertTop(top, TIER.fuzzy * size + order, limit);
    };
    // Scan the term with the fewest candidate owners.
    const cost = matches.map(
      ({ start, end, typos }) =>
        index.ownerCount(start, end) +
        [...typos].reduce((sum, id) => sum + index.ownerCount(id, id + 1), 0),
    );
    const scanned = matches[cheapest(cost)];
    if (!scanned) return;
    const [from, to] = index.ownerPositions(scanned.start, scanned.end);
    for (let position = from; position < to; position++) visit(index.ownerAt(position));
    for (const id of scanned.typos) {
      const [first, end] = index.ownerPositions(id, id + 1);
      for (let position = first; position < end; position++) visit(index.ownerAt(position));
    }
  }

  // Two counters, so that `visited` starting over between a query's two scans never forgets what
  // the query has matched.
  private nextVisitStamp(): number {
    this.visitStamp = this.visitStamp === 0xffffffff ? 1 : this.visitStamp + 1;
    if (this.visitStamp === 1) this.visited.fill(0);
    return this.visitStamp;
  }

  private nextQueryStamp(): number {
    this.queryStamp = this.queryStamp === 0xffffffff ? 1 : this.queryStamp + 1;
    if (this.queryStamp === 1) this.matched.fill(0);
    return this.queryStamp;
  }
}

/** The position of the smallest cost (the first of equals). */
function cheapest(costs: readonly number[]): number {
  let best = 0;
  costs.forEach((cost, i) => {
    if (cost < (costs[best] ?? Infinity)) best = i;
  });
  return best;
}
