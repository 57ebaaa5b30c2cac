import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { SEARCH_MAX_LIMIT } from '@medkompass/contracts/search-limits.ts';
import { searchHits } from '../../test/fake-search.ts';
import { FIXTURE_BUNDLE, IDS } from '../../test/fixture-kb.ts';
import { exactNameMatches, foldName } from './name-path.ts';
import { MAX_PARTS_PER_NAME, resolvePathNames, type PathNameLookup } from './resolve-path-names.ts';
import type { SearchListEntry } from './search-list-params.ts';

type Kind = SearchListEntry['kind'];

/** The lookups over a bundle: its ids, and the fake API's name search matched exactly. */
function bundleLookup(
  bundle: KbBundle,
  kinds: readonly Kind[],
): PathNameLookup & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    knownIds: (ids) =>
      Promise.resolve(
        ids.filter(({ kind, id }) =>
          kind === 'product'
            ? bundle.products.some((p) => p.nplId === id)
            : bundle.substances.some((s) => s.nslId === id),
        ),
      ),
    entriesNamed: (text) => {
      calls.push(text);
      const { hits } = searchHits(bundle, text, SEARCH_MAX_LIMIT);
      for (const kind of kinds) {
        const entries = exactNameMatches(hits, text, kind);
        if (entries.length > 0) return Promise.resolve(entries);
      }
      return Promise.resolve([]);
    },
  };
}

/** The fixture with products and substances of the given names added (hyphenated ones). */
function withNames(substances: readonly string[], products: readonly string[]): KbBundle {
  const [substance] = FIXTURE_BUNDLE.substances;
  const [product] = FIXTURE_BUNDLE.products;
  if (!substance || !product) throw new Error('the fixture has substances and products');
  return {
    ...FIXTURE_BUNDLE,
    substances: [
      ...FIXTURE_BUNDLE.substances,
      ...substances.map((name, i) => ({
        ...substance,
        nslId: `IDHYPHEN${String(i).padStart(4, '0')}`,
        name,
        names: [{ language: 'sv' as const, name }],
      })),
    ],
    products: [
      ...FIXTURE_BUNDLE.products,
      ...products.map((name, i) => ({
        ...product,
        nplId: `98${String(i).padStart(12, '0')}`,
        name,
      })),
    ],
  };
}

const BOTH: readonly Kind[] = ['substance', 'product'];

describe('reading a name path segment', () => {
  it('reads ids, in any case, once each, in the order of the path, without a name search', async () => {
    const lookup = bundleLookup(FIXTURE_BUNDLE, BOTH);
    await expect(
      resolvePathNames(`IDDEMOWARFARIN-${IDS.ipren}-iddemoibuprofen-IDDEMOWARFARIN`, lookup),
    ).resolves.toEqual({
      entries: [
        { kind: 'substance', id: IDS.warfarin },
        { kind: 'product', id: IDS.ipren },
        { kind: 'substance', id: IDS.ibuprofen },
      ],
      unresolved: [],
    });
    expect(lookup.calls).toEqual([]);
  });

  it('ignores empty parts', async () => {
    await expect(
      resolvePathNames('-IDDEMOWARFARIN--', bundleLookup(FIXTURE_BUNDLE, BOTH)),
    ).resolves.toEqual({ entries: [{ kind: 'substance', id: IDS.warfarin }], unresolved: [] });
  });

  it('reads names and ids alike, and names every part that found nothing', async () => {
    await expect(
      resolvePathNames(
        'warfarin-IDDEMOOKAND0000-Ibuprofen-xyz-Alvedon',
        bundleLookup(FIXTURE_BUNDLE, ['substance']),
      ),
    ).resolves.toEqual({
      entries: [
        { kind: 'substance', id: IDS.warfarin },
        { kind: 'substance', id: IDS.ibuprofen },
      ],
      // An unknown id is no substance, and Alvedon is a product, not a substance.
      unresolved: ['IDDEMOOKAND0000', 'xyz', 'Alvedon'],
    });
  });

  it('takes a name of a few hyphen-joined words as one, before its parts', async () => {
    // Both 'Theo' and 'Dur' are names too: the whole segment wins, then the longest run.
    const bundle = withNames(['Theo', 'Dur', 'Co-Trimoxazol'], ['Theo-Dur']);
    await expect(resolvePathNames('theo-dur', bundleLookup(bundle, BOTH))).resolves.toEqual({
      entries: [{ kind: 'product', id: '98000000000000' }],
      unresolved: [],
    });
    await expect(
      resolvePathNames('warfarin-co-trimoxazol-theo', bundleLookup(bundle, BOTH)),
    ).resolves.toEqual({
      entries: [
        { kind: 'substance', id: IDS.warfarin },
        { kind: 'substance', id: 'IDHYPHEN0002' },
        { kind: 'substance', id: 'IDHYPHEN0000' },
      ],
      unresolved: [],
    });
  });

  // Invented words begin with 'q', which no fixture name does; a name that is another's
  // hyphen-joined beginning would make a list ambiguous ('a-b' + 'c' or 'a-b-c'), so none is.
  const word = fc.stringMatching(/^q[a-z]{2,6}$/);
  const hyphenated = fc
    .array(word, { minLength: 2, maxLength: MAX_PARTS_PER_NAME })
    .map((w) => w.join('-'));
  const names = fc
    .uniqueArray(hyphenated, { maxLength: 6, selector: foldName })
    .filter((all) =>
      all.every((a) => all.every((b) => a === b || !foldName(b).startsWith(`${foldName(a)}-`))),
    );
  const casing = fc.constantFrom(
    (text: string) => text,
    (text: string) => text.toUpperCase(),
    (text: string) => text.toLowerCase(),
  );

  it('reads any list of known names and ids joined by - as exactly those entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        names,
        names,
        fc.array(fc.tuple(fc.nat(), fc.nat(2), casing), { minLength: 1, maxLength: 5 }),
        async (substanceNames, productNames, picks) => {
          const bundle = withNames(substanceNames, productNames);
          const catalogue = [
            ...bundle.substances.map((s) => ({
              kind: 'substance' as const,
              id: s.nslId,
              name: s.name,
            })),
            ...bundle.products.map((p) => ({
              kind: 'product' as const,
              id: p.nplId,
              name: p.name,
            })),
          ];
          const written: string[] = [];
          const expected: SearchListEntry[] = [];
          for (const [index, form, cased] of picks) {
            const item = catalogue[index % catalogue.length];
            if (!item) continue;
            if (form === 0 || item.kind === 'product') {
              // By name: every entry of that name and kind (two products may share one).
              written.push(cased(item.name));
              expected.push(
                ...catalogue
                  .filter((c) => c.kind === item.kind && foldName(c.name) === foldName(item.name))
                  .map(({ kind, id }) => ({ kind, id })),
              );
            } else {
              written.push(form === 1 ? item.id : item.id.toLowerCase());
              expected.push({ kind: item.kind, id: item.id });
            }
          }
          const result = await resolvePathNames(written.join('-'), bundleLookup(bundle, BOTH));
          const once = expected.filter(
            (entry, i) =>
              expected.findIndex((e) => e.kind === entry.kind && e.id === entry.id) === i,
          );
          expect(result).toEqual({ entries: once, unresolved: [] });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names exactly the unknown parts of a list, and still reads the rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom('Warfarin', 'ipren', 'IDDEMOKODEIN'),
            fc.stringMatching(/^zz[a-z]{1,5}$/),
          ),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        async (parts) => {
          const result = await resolvePathNames(
            parts.join('-'),
            bundleLookup(FIXTURE_BUNDLE, BOTH),
          );
          expect(result.unresolved).toEqual(parts.filter((p) => p.startsWith('zz')));
          expect(result.entries.length).toBe(
            new Set(parts.filter((p) => !p.startsWith('zz')).map(foldName)).size,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
