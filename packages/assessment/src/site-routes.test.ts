import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDEX_CHARACTERS } from '@medkompass/contracts/content-index-paths.ts';
import { matchSitePath, SITE_ROUTES } from './site-routes.ts';

const patternOf = (path: string) => matchSitePath(path)?.route.pattern ?? null;

describe('the site route table', () => {
  it.each([
    ['/', '/'],
    ['/interaktioner', '/interaktioner'],
    ['/interaktioner/', '/interaktioner'],
    ['/Interaktioner', '/interaktioner'],
    ['/interaktioner/substance', '/interaktioner/substance/:search?'],
    ['/interaktioner/substance/1-2', '/interaktioner/substance/:search?'],
    ['/interaktioner/utskrift', '/interaktioner/utskrift'],
    ['/genomgang/utskrift', '/genomgang/utskrift'],
    ['/Genomgang/Utskrift/', '/genomgang/utskrift'],
    ['/amning/lakemedel', '/amning/lakemedel/:name?'],
    ['/amning/lakemedel/Alvedon', '/amning/lakemedel/:name?'],
    ['/amning/lact-kodein', '/amning/:document'],
    ['/fosterpaverkan/substans/kodein', '/fosterpaverkan/substans/:name?'],
    ['/genus/genus-x', '/genus/:document'],
    ['/auth/changePassword', '/auth/changePassword/:token?'],
    ['/auth/changePassword/abc', '/auth/changePassword/:token?'],
    ['/about/om-medkompass', '/about/:tag'],
    ['/content/lactation', '/content/:source'],
    ['/content/lactation/%C3%A5', '/content/:source/:char'],
    ['/content/genus/0-9', '/content/:source/:char'],
    ['/content/genus/classification/C!', '/content/:source/classification/:classification?'],
    ['/content/genus/classification', '/content/:source/classification/:classification?'],
    ['/content/sexandgender/b', '/content/sexandgender/:char'],
    ['/en/sexandgender', '/en/sexandgender'],
    ['/en/sexandgender/drug/Ipren', '/en/sexandgender/drug/:name?'],
    ['/en/sexandgender/gender-x', '/en/sexandgender/:document'],
    [
      '/en/content/sexandgender/classification/A',
      '/en/content/sexandgender/classification/:classification?',
    ],
  ])('knows %s as %s', (path, pattern) => {
    expect(patternOf(path)).toBe(pattern);
  });

  it.each([
    '/no/such/page',
    '/riskprofil/extra',
    '/genomgang',
    '/amning/lakemedel/a/b',
    '/content/unknown',
    '/content/sexandgender-x',
    '/content/genus/xx',
    '/content/lactation/classification/C',
    '/content/genus/classification/9',
    '/en',
    '/en/genus',
    '/en/content/genus',
    '/interaktioner//x',
    '/amning/%E0%A4%A',
    '//evil.example',
  ])('does not know %s', (path) => {
    expect(matchSitePath(path)).toBeNull();
  });

  it('gives the decoded parameters', () => {
    expect(matchSitePath('/amning/lakemedel/Kåvepenin%20500')?.params).toEqual({
      name: 'Kåvepenin 500',
    });
    expect(matchSitePath('/content/lactation/%C3%B6')?.params).toEqual({
      source: 'lactation',
      char: 'ö',
    });
  });

  it('asks the server to look up documents and information pages, not names', () => {
    expect(matchSitePath('/genus/x')?.route.lookup).toEqual({ kind: 'document', call: 'genus' });
    expect(matchSitePath('/en/sexandgender/x')?.route.lookup).toEqual({
      kind: 'document',
      call: 'gender',
    });
    expect(matchSitePath('/about/x')?.route.lookup).toEqual({ kind: 'aboutTag' });
    expect(matchSitePath('/genus/lakemedel/x')?.route.lookup).toBeUndefined();
  });

  it('matches every index character under every Swedish index', () => {
    for (const source of ['birthdefect', 'lactation', 'genus']) {
      for (const char of INDEX_CHARACTERS) {
        expect(patternOf(`/content/${source}/${encodeURIComponent(char)}`)).toBe(
          '/content/:source/:char',
        );
      }
    }
  });

  it('never throws, and matches a path the same with or without a trailing slash', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const plain = matchSitePath(path);
        if (path.length > 1 && !path.endsWith('/')) {
          expect(matchSitePath(`${path}/`)?.route).toBe(plain?.route);
        }
      }),
    );
  });

  it('matches every pattern filled with any encoded value of its parameters', () => {
    const literalPatterns = SITE_ROUTES.filter((route) => !route.accepts);
    fc.assert(
      fc.property(
        fc.constantFrom(...literalPatterns),
        fc.string({ minLength: 1, maxLength: 20 }),
        (route, value) => {
          const path = route.pattern.replace(/:\w+\??/g, encodeURIComponent(value));
          const match = matchSitePath(path);
          expect(match).not.toBeNull();
          // A value equal to a literal sibling ('lakemedel') takes the literal's route.
          if (match?.route === route) {
            for (const param of Object.values(match.params)) expect(param).toBe(value);
          }
        },
      ),
    );
  });
});

describe('the site route table at its edges', () => {
  it('gives every source a print page, which a document source puts before its documents', () => {
    for (const path of [
      '/interaktioner',
      '/riskprofil',
      '/njurfunktion',
      '/fosterpaverkan',
      '/amning',
      '/genus',
    ]) {
      expect(matchSitePath(`${path}/utskrift`)?.route).toMatchObject({
        pattern: `${path}/utskrift`,
        page: 'sourcePrint',
        layout: 'print',
      });
    }
    expect(patternOf('/amning/lact-utskrift')).toBe('/amning/:document');
    expect(patternOf('/en/sexandgender/utskrift')).not.toBe('/genus/utskrift');
    expect(patternOf('/njurfunktion/substance')).toBeNull();
  });

  it('prints the whole review under the print layout, belonging to no one source', () => {
    expect(matchSitePath('/genomgang/utskrift')?.route).toEqual({
      pattern: '/genomgang/utskrift',
      page: 'reviewPrint',
      layout: 'print',
    });
  });

  it('knows the login callback, and the English pages of forgotten passwords and information by tag', () => {
    expect(patternOf('/login')).toBe('/login');
    expect(patternOf('/auth/forgotPassword')).toBe('/auth/forgotPassword');
    expect(patternOf('/en/auth/forgotPassword')).toBe('/en/auth/forgotPassword');
    expect(matchSitePath('/en/about/terms-of-use')?.route.lookup).toEqual({ kind: 'aboutTag' });
  });

  it('knows no path without its leading slash, or with an empty segment', () => {
    expect(matchSitePath('xlogin')).toBeNull();
    expect(matchSitePath('/about//')).toBeNull();
    expect(matchSitePath('/amning//x')).toBeNull();
  });
});
