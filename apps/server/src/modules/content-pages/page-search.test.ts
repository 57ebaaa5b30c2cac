import { describe, expect, it } from 'vitest';
import { matchesSearch, searchableText, searchTerms } from './page-search.ts';

const page = (title: string, content: string) => ({
  id: 1,
  slug: 'sida',
  title: { rendered: title },
  content: { rendered: content },
});

describe('the text a search looks in', () => {
  it('is what a reader sees: tags removed, entities decoded, lower case', () => {
    const text = searchableText(
      page(
        'Om &amp; Oss',
        '<p class="x">Inga <strong>KAKOR</strong> &#x2013; &#8230; &quot;ja&quot;</p>',
      ),
    );
    expect(text).toContain('om & oss');
    expect(text).toContain('inga  kakor');
    expect(text).toContain('\u2013 \u2026 "ja"');
    expect(text).not.toContain('class');
  });

  it('keeps an entity it does not know, or a code point past Unicode, as written', () => {
    expect(searchableText(page('&okänd; &#x110000;', ''))).toContain('&okänd; &#x110000;');
  });
});

describe('the words of a search', () => {
  it('splits on spaces, commas and plus signs; a quoted phrase is one; a hyphen excludes', () => {
    expect(searchTerms('Kakor,lagring+"inga spårande" -cookies')).toEqual([
      { text: 'kakor', exclude: false },
      { text: 'lagring', exclude: false },
      { text: 'inga spårande', exclude: false },
      { text: 'cookies', exclude: true },
    ]);
  });

  it('is nothing for a blank search, so every page matches', () => {
    expect(searchTerms('  ,+ "" - ')).toEqual([]);
    expect(matchesSearch('vad som helst', [])).toBe(true);
  });

  it('reads more than nine words as one phrase, as WordPress', () => {
    expect(searchTerms('a b c d e f g h i j')).toEqual([
      { text: 'a b c d e f g h i j', exclude: false },
    ]);
  });

  it('matches when every word is there and no excluded one', () => {
    const terms = searchTerms('kakor -spårande');
    expect(matchesSearch('inga kakor', terms)).toBe(true);
    expect(matchesSearch('inga spårande kakor', terms)).toBe(false);
    expect(matchesSearch('inga', terms)).toBe(false);
  });
});
