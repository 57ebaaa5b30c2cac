import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchHit } from '@medkompass/contracts/search.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { searchBundle } from './search-test-helpers.ts';

/** The test knowledge base's English substance names that differ from the Swedish ones. */
const englishNames = searchBundle().substances.flatMap((substance) =>
  substance.names
    .filter((n) => n.language === 'en' && n.name !== substance.name)
    .map((n) => n.name),
);

/** Every text the web app shows of a hit, but a product's own (brand) name. */
const shownTexts = (hit: SearchHit): string[] =>
  hit.kind === 'product' ? [hit.description, ...hit.substances] : [hit.name, ...hit.atcCodes];

describe.each(testDatabaseKinds)('GET /api/search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAppWithBundle(kind, searchBundle());
  });
  afterAll(() => t.close());

  async function search(q: string, limit = 10, lang?: 'sv' | 'en'): Promise<SearchHit[]> {
    const response = await t.app.inject({
      url: '/api/search',
      query: { q, limit: String(limit), ...(lang === undefined ? {} : { lang }) },
    });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json()).hits;
  }
  const names = async (q: string) => (await search(q)).map((hit) => hit.name);

  it('finds products and substances by prefix, whatever the case', async () => {
    expect(await names('alv')).toContain('Alvedon');
    expect(await names('ALV')).toContain('Alvedon');
    expect(await names('warf')).toEqual(['warfarin', 'Waran']);
  });

  it('offers the products containing a found substance after the direct matches', async () => {
    expect(await search('warfarin')).toEqual([
      {
        kind: 'substance',
        id: 'IDDEMOWARFARIN',
        name: 'warfarin',
        atcCodes: ['B01AA03'],
        productCount: 1,
      },
      {
        kind: 'product',
        id: '99000000000003',
        name: 'Waran',
        description: 'Tablett 2,5 mg',
        substances: ['warfarin'],
        isLic: false,
      },
    ]);
    // 'kodein' names Kodein Recip directly; Citodon and Panocod contain it.
    expect(await names('kodein')).toEqual(['kodein', 'Kodein Recip', 'Citodon', 'Panocod']);
    // A parent substance offers the products of its salts (Glucophage has metforminhydroklorid).
    const metformin = await search('metformin');
    expect(metformin.map((hit) => hit.name)).toContain('Glucophage');
    expect(new Set(metformin.map((hit) => hit.id)).size).toBe(metformin.length);
  });

  it('names the substances of a combination product in Swedish', async () => {
    const [hit] = await search('citodon');
    expect(hit).toMatchObject({ kind: 'product', substances: ['paracetamol', 'kodein'] });
  });

  it('describes no hit in English on Swedish pages, even one found by its English name', async () => {
    expect(englishNames).toEqual(expect.arrayContaining(['clarithromycin', "St John's wort"]));
    const queries = [...englishNames, 'a', 'k', 'm', 's', 'st john', 'clarith', 'ferrous'];
    for (const query of queries) {
      for (const hit of await search(query, 50)) {
        for (const text of shownTexts(hit)) {
          const english = englishNames.find((name) =>
            text.toLowerCase().includes(name.toLowerCase()),
          );
          expect(english, `'${query}' → ${hit.name}: ${text}`).toBeUndefined();
        }
      }
    }
    expect(await names('clarithromycin')).toEqual(['klaritromycin', 'Klacid', 'Klacid', 'Klacid']);
    expect(await names("St John's wort")).toEqual(['johannesört']);
  });

  it('folds Swedish and other diacritics when matching but shows names intact', async () => {
    expect(await names('jarn')).toEqual(['järnsulfat', 'Duroferon']);
    expect(await names('JÄRN')).toEqual(['järnsulfat', 'Duroferon']);
    expect(await names('ålvedon')).toContain('Alvedon');
  });

  it('forgives one typo in a longer word', async () => {
    expect(await names('warfrin')).toEqual(['warfarin', 'Waran']);
    expect(await names('ibuprofn')).toContain('ibuprofen');
  });

  it('describes products by form and strength and flags licence products', async () => {
    expect(await search('paracetamol demo')).toEqual([
      {
        kind: 'product',
        id: '99000000000009',
        name: 'Paracetamol Demo Licens',
        description: 'Suppositorium 500 mg',
        substances: ['paracetamol'],
        isLic: true,
      },
    ]);
  });

  it('finds substances by their English name', async () => {
    expect(await names('ferrous')).toEqual(['järnsulfat', 'Duroferon']);
  });

  it('finds substances by a synonym, in any case', async () => {
    expect(await names('acetaminophen')).toEqual([
      'paracetamol',
      'Alvedon',
      'Citodon',
      'Panocod',
      'Paracetamol Demo Licens',
    ]);
    expect(await names('ACETAMINOPH')).toContain('paracetamol');
  });

  it('describes hits in English with lang=en: English names, forms where the KB has them', async () => {
    expect(await search('klacid', 1, 'en')).toEqual([
      {
        kind: 'product',
        id: '99000000000014',
        name: 'Klacid',
        description: 'Tablet 250 mg',
        substances: ['clarithromycin'],
        isLic: false,
      },
    ]);
    expect((await search('klaritromycin', 1, 'en'))[0]).toMatchObject({
      kind: 'substance',
      name: 'clarithromycin',
    });
    expect((await search('acetaminophen', 50, 'en')).map((hit) => hit.name)).toContain(
      'paracetamol',
    );
    expect(await search('citodon', 1, 'en')).toMatchObject([
      { substances: ['paracetamol', 'codeine'] },
    ]);
    // The strength is written the English way: 'Tablett 2,5 mg' would read as 25 mg there.
    expect(await search('waran', 1, 'en')).toMatchObject([{ description: 'Tablet 2.5 mg' }]);
    expect(await search('waran', 1, 'sv')).toMatchObject([{ description: 'Tablett 2,5 mg' }]);
    // A form without an English name in the knowledge base keeps its Swedish one.
    expect(await search('paracetamol demo', 1, 'en')).toMatchObject([
      { description: 'Suppositorium 500 mg' },
    ]);
    // The hits are the same, in the same order, in both languages.
    const ids = async (lang: 'sv' | 'en') => (await search('k', 50, lang)).map((hit) => hit.id);
    expect(await ids('en')).toEqual(await ids('sv'));
  });

  it('returns no hits, not an error, for an unknown word', async () => {
    expect(await names('xyzzy')).toEqual([]);
  });

  it('honours the limit', async () => {
    const response = await t.app.inject({ url: '/api/search', query: { q: 'a', limit: '2' } });
    expect(searchResponseSchema.parse(response.json()).hits.length).toBeLessThanOrEqual(2);
  });

  it.each([
    [{}, 'q'],
    [{ q: '   ' }, 'Sökordet får inte vara tomt'],
    [{ q: 'x'.repeat(101) }, 'högst 100 tecken'],
    [{ q: 'alv', limit: '0' }, 'limit'],
    [{ q: 'alv', limit: '51' }, 'limit'],
    [{ q: 'alv', limit: 'many' }, 'limit'],
    [{ q: 'alv', lang: 'de' }, 'lang'],
  ])('answers %j with a 400 naming the problem', async (query, expected) => {
    const response = await t.app.inject({ url: '/api/search', query });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'validation',
      message: expect.stringContaining(expected) as string,
    });
  });
});
