import MiniSearch from 'minisearch';
import type { SearchHit } from '@medkompass/contracts/search.ts';

/**
 * Folds case and diacritics for matching only: 'Ålvedon', 'alvédon' and 'ALVEDON' all match
 * 'alvedon', while hits keep their names as written. Swedish å/ä/ö fold to a/a/o, so a user
 * on a keyboard without them still finds 'Lävemedel'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

interface IndexedEntry {
  id: string;
  text: string;
}

/** Prefix matching for every term; one typo is forgiven once a term has four letters. */
function fuzziness(term: string): number {
  return term.length >= 4 ? 1 : 0;
}

/** A name index over products and substances (DESIGN 'Knowledge base'). Immutable once built. */
export class NameSearchIndex {
  private readonly index: MiniSearch<IndexedEntry>;
  private readonly hitsByKey: Map<string, SearchHit>;

  constructor(entries: readonly { hit: SearchHit; searchableNames: readonly string[] }[]) {
    this.index = new MiniSearch<IndexedEntry>({
      fields: ['text'],
      storeFields: [],
      processTerm: (term) => foldForSearch(term),
      searchOptions: { prefix: true, fuzzy: fuzziness, combineWith: 'AND' },
    });
    this.hitsByKey = new Map();
    const documents = entries.map(({ hit, searchableNames }) => {
      const key = `${hit.kind}:${hit.id}`;
      this.hitsByKey.set(key, hit);
      return { id: key, text: searchableNames.join(' ') };
    });
    this.index.addAll(documents);
  }

  search(query: string, limit: number): SearchHit[] {
    return this.index
      .search(query)
      .slice(0, limit)
      .flatMap((result) => {
        const hit = this.hitsByKey.get(String(result.id));
        return hit ? [hit] : [];
      });
  }
}
