import type { CmsPage } from '@medkompass/contracts/content-page.ts';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The few entities our sanitised HTML holds, as text, so `&` finds 'Om oss &amp; dem'. */
function decodeEntities(html: string): string {
  return html.replaceAll(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const codePoint = lower.startsWith('#x')
        ? Number.parseInt(lower.slice(2), 16)
        : Number.parseInt(lower.slice(1), 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[lower] ?? entity;
  });
}

/**
 * What a search looks in: the page's title and text as a reader sees them (tags removed,
 * entities decoded), in lower case, since a search matches case-insensitively, as WordPress's.
 */
export function searchableText(page: CmsPage): string {
  const html = `${page.title.rendered}\n${page.content.rendered}`;
  return decodeEntities(html.replaceAll(/<[^>]*>/g, ' ')).toLowerCase();
}

// WordPress treats a longer search as one phrase rather than as words (WP_Query::parse_search).
const MAX_TERMS = 9;

interface SearchTerm {
  text: string;
  exclude: boolean;
}

/**
 * The words of a search, as WordPress reads `search`: words apart by spaces, commas or plus
 * signs; "a quoted phrase" as one; a leading hyphen excludes the word. Empty when there is
 * nothing to look for, so every page matches.
 */
export function searchTerms(search: string): SearchTerm[] {
  const parts = search.match(/"[^"]*"?|[^\s,+"]+/g) ?? [];
  const words = parts
    .map((part) => part.replaceAll('"', '').trim().toLowerCase())
    .filter((part) => part !== '' && part !== '-');
  if (words.length > MAX_TERMS) {
    return [{ text: search.replaceAll('"', '').trim().toLowerCase(), exclude: false }];
  }
  return words.map((word) =>
    word.startsWith('-') && word.length > 1
      ? { text: word.slice(1), exclude: true }
      : { text: word, exclude: false },
  );
}

/** Whether a page's searchable text has every word of the search and none it excludes. */
export function matchesSearch(text: string, terms: readonly SearchTerm[]): boolean {
  return terms.every((term) => text.includes(term.text) !== term.exclude);
}
