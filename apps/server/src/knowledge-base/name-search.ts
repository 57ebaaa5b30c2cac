import MiniSearch from 'minisearch';
import type { SearchHit } from '@medkompass/contracts/search.ts';

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

/** Exact before prefix before fuzzy (issue 4), whatever MiniSearch's relevance says. */
const MATCH_TIER = { exact: 0, prefix: 1, fuzzy: 2 } as const;
type MatchTier = (typeof MATCH_TIER)[keyof typeof MATCH_TIER];

function matchTier(
  queryTerms: readonly string[],
  nameTokens: readonly string[],
  folded: string,
): MatchTier {
  if (folded === queryTerms.join(' ') || queryTerms.every((term) => nameTokens.includes(term)))
    return MATCH_TIER.exact;
  if (queryTerms.every((term) => nameTokens.some((token) => token.startsWith(term))))
    return MATCH_TIER.prefix;
  return MATCH_TIER.fuzzy;
}

interface Entry {
  hit: SearchHit;
  folded: string;
  tokens: string[];
}

/** A name index over products and substances (DESIGN 'Knowledge base'). Immutable once built. */
export class NameSearchIndex {
  private readonly index: MiniSearch<{ id: number; text: string }>;
  private readonly entries: Entry[];

  constructor(items: readonly { hit: SearchHit; searchableNames: readonly string[] }[]) {
    this.index = new MiniSearch({
      fields: ['text'],
      storeFields: [],
      tokenize,
      processTerm: (term) => term,
      searchOptions: { prefix: true, fuzzy: fuzziness, combineWith: 'AND' },
    });
    this.entries = items.map(({ hit, searchableNames }) => ({
      hit,
      folded: foldForSearch(hit.name),
      tokens: searchableNames.flatMap(tokenize),
    }));
    this.index.addAll(
      items.map(({ searchableNames }, id) => ({ id, text: searchableNames.join(' ') })),
    );
  }

  search(query: string, limit: number): SearchHit[] {
    const terms = tokenize(query);
    if (terms.length === 0) return [];
    return this.index
      .search(terms.join(' '))
      .flatMap((result) => {
        const entry = this.entries[result.id as number];
        return entry
          ? [{ entry, score: result.score, tier: matchTier(terms, entry.tokens, entry.folded) }]
          : [];
      })
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.score - a.score ||
          a.entry.hit.name.length - b.entry.hit.name.length ||
          a.entry.hit.name.localeCompare(b.entry.hit.name, 'sv'),
      )
      .slice(0, limit)
      .map(({ entry }) => entry.hit);
  }
}
