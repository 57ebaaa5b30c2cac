import { describe, expect, it } from 'vitest';
import { navigationModel, type NavigationContext } from './nav-items.ts';

const targets = (context: NavigationContext) => {
  const model = navigationModel(context);
  return [model.home?.to, ...model.info.flatMap((section) => section.links.map((l) => l.to))];
};

const swedish = { language: 'sv', integrated: false, productName: 'medkompass' } as const;

describe('the navigation model (specification §2 Navigation bar)', () => {
  it('offers home, how to search, the indexes and the status outside integrated mode', () => {
    const links = targets(swedish);
    expect(links).toEqual(
      expect.arrayContaining([
        '/',
        '/about/om-medkompass',
        '/about/sa-soker-du-i-medkompass',
        '/content/birthdefect',
        '/content/lactation',
        '/content/genus',
        '/about/driftstatus',
        '/about/tillganglighetsredogorelse',
      ]),
    );
    expect(links).not.toContain('/biverkning');
    expect(links).not.toContain('/about/om-medkompass-integrerad');
  });

  it('hides home, how to search, the indexes and the status in integrated mode, and shows the side-effect search and the integrated variant', () => {
    const model = navigationModel({ ...swedish, integrated: true });
    const links = targets({ ...swedish, integrated: true });
    expect(model.home).toBeNull();
    for (const hidden of [
      '/about/sa-soker-du-i-medkompass',
      '/content/birthdefect',
      '/content/lactation',
      '/content/genus',
      '/about/driftstatus',
    ]) {
      expect(links).not.toContain(hidden);
    }
    expect(links).toEqual(
      expect.arrayContaining(['/biverkning', '/about/om-medkompass-integrerad']),
    );
    // A section left empty is dropped, not shown as a bare heading.
    expect(model.info.every((section) => section.links.length > 0)).toBe(true);
  });

  it('keeps the address’s query on every link in integrated mode, and only there', () => {
    const search = '?jmi=true&nslIds=IDE1';
    expect(targets({ ...swedish, integrated: true, search })).toContain(`/biverkning${search}`);
    expect(
      // The first target is home, which integrated mode has none of.
      targets({ ...swedish, integrated: true, search })
        .slice(1)
        .every((to) => to?.endsWith(search)),
    ).toBe(true);
    expect(targets({ ...swedish, search })).toContain('/about/driftstatus');
  });

  it('names the product pages after PRODUCT_NAME', () => {
    expect(targets({ ...swedish, productName: 'kompassen' })).toContain('/about/om-kompassen');
  });

  it('has an English bar whose home is /genus and whose pages are the English ones', () => {
    const english = { ...swedish, language: 'en' } as const;
    const model = navigationModel(english);
    expect(model.home?.to).toBe('/genus');
    const links = targets(english).slice(1);
    expect(links.every((to) => to?.startsWith('/en/'))).toBe(true);
    expect(links).toContain('/en/about/how-to-search-in-medkompass');
    expect(targets({ ...english, integrated: true })).not.toContain(
      '/en/about/how-to-search-in-medkompass',
    );
  });
});

describe('the information links', () => {
  it('lead to information pages that exist in content/', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const contentDir = path.resolve(__dirname, '../../../../../content');
    const slugs = new Set(
      ['sv', 'en'].flatMap((language) =>
        fs
          .readdirSync(path.join(contentDir, language))
          .map((file) => fs.readFileSync(path.join(contentDir, language, file), 'utf8'))
          .map((text) => /^slug:\s*(\S+)/m.exec(text)?.[1]?.replace('{product}', 'medkompass')),
      ),
    );
    const aboutLinks = [
      ...targets(swedish),
      ...targets({ ...swedish, integrated: true }),
      ...targets({ ...swedish, language: 'en' }),
    ].filter((to) => to?.includes('/about/'));
    expect(aboutLinks.length).toBeGreaterThan(15);
    for (const to of aboutLinks) expect(slugs, to).toContain(to?.split('/about/')[1]);
  });
});
