import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuplicationClass } from '@medkompass/contracts/duplication.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import { findDuplications, SAME_SUBSTANCE_TEXTS } from './duplication.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import {
  arbitraryBundle,
  arbitraryList,
  bundleOf,
  nplId,
  nslId,
  product,
  substance,
} from '../testing/test-knowledge-base.ts';

const duplicationClass = (id: string, ...atcPrefixes: string[]): DuplicationClass => ({
  id,
  name: id,
  atcPrefixes,
  hazard: `Risk med ${id}.`,
  advice: `Råd om ${id}.`,
});

const CLASSES = [
  duplicationClass('antikoagulantia', 'B01AA', 'B01AF'),
  duplicationClass('nsaid', 'M01AE', 'N02BA'),
  duplicationClass('opioider', 'N02A'),
];

const withAtc = (s: Substance, ...atcCodes: string[]): Substance => ({ ...s, atcCodes });
const coded = (p: Product, ...atcCodes: string[]): Product => ({ ...p, atcCodes });

/*
 * Substances with the codes the demo gives them; salts 'parsuccinat' and 'parfosfat' of
 * paracetamol to show that a salt is its base.
 */
const SUBSTANCES = [
  withAtc(substance('paracet'), 'N02BE01'),
  withAtc(substance('parsucc', 'paracet')),
  withAtc(substance('parfosf', 'paracet')),
  withAtc(substance('warfarin'), 'B01AA03'),
  withAtc(substance('apixaban'), 'B01AF02'),
  withAtc(substance('ibuprof'), 'M01AE01', 'M02AA13'),
  withAtc(substance('asa'), 'B01AC06', 'N02BA01'),
  withAtc(substance('kodein'), 'R05DA04'),
  withAtc(substance('oxikodon'), 'N02AA05'),
];
const P = {
  alvedon: coded(product(1, 'peroral', 'paracet'), 'N02BE01'),
  panodil: coded(product(2, 'peroral', 'paracet'), 'N02BE01'),
  waran: coded(product(3, 'peroral', 'warfarin'), 'B01AA03'),
  eliquis: coded(product(4, 'peroral', 'apixaban'), 'B01AF02'),
  ipren: coded(product(5, 'peroral', 'ibuprof'), 'M01AE01'),
  iprenGel: coded(product(6, 'topical', 'ibuprof'), 'M02AA13'),
  trombyl: coded(product(7, 'peroral', 'asa'), 'B01AC06'),
  bamyl: coded(product(8, 'peroral', 'asa'), 'N02BA01'),
  citodon: coded(product(9, 'peroral', 'paracet', 'kodein'), 'N02AJ06'),
  oxynorm: coded(product(10, 'peroral', 'oxikodon'), 'N02AA05'),
  parsucc: product(11, 'peroral', 'parsucc'),
  parfosf: product(12, 'parenteral', 'parfosf'),
  brufen: coded(product(13, 'peroral', 'ibuprof'), 'M01AE01'),
  iprenCream: coded(product(14, 'topical', 'ibuprof'), 'M02AA13'),
};

const bundle: KbBundle = {
  ...bundleOf({ substances: SUBSTANCES, products: Object.values(P) }),
  duplicationClasses: CLASSES,
};
const kb = new BundleKnowledgeBase(bundle);

const list = (products: Product[], ...substanceKeys: string[]): SearchListQuery => ({
  nplIds: products.map((p) => p.nplId),
  nslIds: substanceKeys.map(nslId),
});
const duplicationsOf = (products: Product[], ...substanceKeys: string[]) =>
  findDuplications(kb, list(products, ...substanceKeys));
/** 'kind:id:level:entries' for short expectations. */
const summary = (products: Product[], ...substanceKeys: string[]) =>
  duplicationsOf(products, ...substanceKeys).map(
    (d) =>
      `${d.kind}:${d.kind === 'class' ? d.classId : d.nslId}:${d.level}:${d.entries
        .map((e) => e.nplId ?? e.nslIds.join('+'))
        .join(',')}`,
  );

describe('findDuplications: one substance through several entries', () => {
  it('finds paracetamol in two products, with both products and the rule’s texts', () => {
    expect(duplicationsOf([P.alvedon, P.panodil])).toEqual([
      {
        kind: 'substance',
        nslId: nslId('paracet'),
        level: 'warning',
        entries: [
          { nplId: P.alvedon.nplId, nslIds: [nslId('paracet')] },
          { nplId: P.panodil.nplId, nslIds: [nslId('paracet')] },
        ],
        ...SAME_SUBSTANCE_TEXTS,
      },
    ]);
  });

  it('finds a substance in a product and searched as a substance', () => {
    expect(summary([P.waran], 'warfarin')).toEqual([
      `substance:${nslId('warfarin')}:warning:${P.waran.nplId},${nslId('warfarin')}`,
    ]);
  });

  it('finds a substance hidden in a combination product', () => {
    expect(summary([P.citodon, P.alvedon])).toEqual([
      `substance:${nslId('paracet')}:warning:${P.alvedon.nplId},${P.citodon.nplId}`,
    ]);
  });

  it('counts a salt as its base, and two salts of one base as one substance', () => {
    const found = duplicationsOf([P.parsucc, P.parfosf, P.alvedon]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'substance',
      nslId: nslId('paracet'),
      entries: [
        { nplId: P.alvedon.nplId, nslIds: [nslId('paracet')] },
        { nplId: P.parsucc.nplId, nslIds: [nslId('parsucc')] },
        { nplId: P.parfosf.nplId, nslIds: [nslId('parfosf')] },
      ],
    });
    expect(summary([], 'paracet', 'parsucc')).toEqual([
      `substance:${nslId('paracet')}:warning:${nslId('paracet')},${nslId('parsucc')}`,
    ]);
  });

  it('says nothing for one entry, the same product twice or the same substance twice', () => {
    expect(duplicationsOf([P.alvedon])).toEqual([]);
    expect(duplicationsOf([P.alvedon, P.alvedon])).toEqual([]);
    expect(duplicationsOf([], 'paracet', 'paracet')).toEqual([]);
    // Two substances of one combination product are one entry: no finding.
    expect(duplicationsOf([P.citodon])).toEqual([]);
  });

  it('leaves unknown ids out', () => {
    expect(
      findDuplications(kb, {
        nplIds: [P.alvedon.nplId, nplId(99)],
        nslIds: [nslId('okand')],
      }),
    ).toEqual([]);
  });
});

describe('findDuplications: two substances of one class', () => {
  it('finds two anticoagulants, naming the substances and the class’s texts', () => {
    expect(duplicationsOf([P.waran, P.eliquis])).toEqual([
      {
        kind: 'class',
        classId: 'antikoagulantia',
        className: 'antikoagulantia',
        nslIds: [nslId('apixaban'), nslId('warfarin')],
        level: 'warning',
        entries: [
          { nplId: P.waran.nplId, nslIds: [nslId('warfarin')] },
          { nplId: P.eliquis.nplId, nslIds: [nslId('apixaban')] },
        ],
        hazard: 'Risk med antikoagulantia.',
        advice: 'Råd om antikoagulantia.',
      },
    ]);
  });

  it('gives one substance twice as a substance finding, not a class finding too', () => {
    expect(summary([P.waran], 'warfarin')).toHaveLength(1);
    expect(summary([P.ipren, P.brufen])).toEqual([
      `substance:${nslId('ibuprof')}:warning:${P.ipren.nplId},${P.brufen.nplId}`,
    ]);
  });

  it('reads a product by its own ATC code: low-dose acetylsalicylic acid is no NSAID', () => {
    expect(summary([P.trombyl, P.ipren])).toEqual([]);
    expect(summary([P.bamyl, P.ipren])).toEqual([
      `class:nsaid:warning:${P.ipren.nplId},${P.bamyl.nplId}`,
    ]);
    // A searched substance has no dose: every code of acetylsalicylic acid counts.
    expect(summary([P.ipren], 'asa')).toEqual([
      `class:nsaid:warning:${P.ipren.nplId},${nslId('asa')}`,
    ]);
  });

  it('reads a combination product that is a member by its own code through all its substances', () => {
    const [found] = duplicationsOf([P.citodon, P.oxynorm]);
    expect(found).toMatchObject({
      kind: 'class',
      classId: 'opioider',
      entries: [
        { nplId: P.citodon.nplId, nslIds: [nslId('paracet'), nslId('kodein')] },
        { nplId: P.oxynorm.nplId, nslIds: [nslId('oxikodon')] },
      ],
    });
  });

  it('says nothing with no classes in the knowledge base (an older bundle)', () => {
    const older = new BundleKnowledgeBase({ ...bundle, duplicationClasses: [] });
    expect(findDuplications(older, list([P.waran, P.eliquis]))).toEqual([]);
  });
});

describe('findDuplications: topical products and order', () => {
  it('makes a duplication that needs a topical product a note, never nothing', () => {
    expect(summary([P.ipren, P.iprenGel])).toEqual([
      `substance:${nslId('ibuprof')}:note:${P.ipren.nplId},${P.iprenGel.nplId}`,
    ]);
    expect(summary([P.iprenGel, P.iprenCream])).toEqual([
      `substance:${nslId('ibuprof')}:note:${P.iprenGel.nplId},${P.iprenCream.nplId}`,
    ]);
  });

  it('keeps a warning that two systemic products make, naming the topical one too', () => {
    expect(summary([P.ipren, P.iprenGel, P.brufen])).toEqual([
      `substance:${nslId('ibuprof')}:warning:${P.ipren.nplId},${P.iprenGel.nplId},${P.brufen.nplId}`,
    ]);
  });

  it('puts warnings first, then one substance before a class', () => {
    expect(
      summary([P.iprenGel, P.iprenCream, P.eliquis, P.alvedon, P.panodil], 'warfarin'),
    ).toEqual([
      `substance:${nslId('paracet')}:warning:${P.alvedon.nplId},${P.panodil.nplId}`,
      `class:antikoagulantia:warning:${P.eliquis.nplId},${nslId('warfarin')}`,
      `substance:${nslId('ibuprof')}:note:${P.iprenGel.nplId},${P.iprenCream.nplId}`,
    ]);
  });
});

// Properties over random knowledge bases: eight substances (s4–s7 may be salts of s0–s3) with
// random ATC codes, products on every route, and two classes.
const CODES = ['B01AA03', 'B01AF02', 'N02AA05', 'N02AB03', 'M01AE01', 'A10BA02'];
const arbitraryCodedBundle: fc.Arbitrary<KbBundle> = fc
  .tuple(arbitraryBundle, fc.array(fc.constantFrom(...CODES), { minLength: 8, maxLength: 8 }))
  .map(([random, codes]) => ({
    ...random,
    substances: random.substances.map((s, i) => ({ ...s, atcCodes: [codes[i] ?? 'A10BA02'] })),
    duplicationClasses: [
      duplicationClass('antikoagulantia', 'B01A'),
      duplicationClass('opioider', 'N02A'),
    ],
  }));

const shuffled = <T>(items: readonly T[], seed: number): T[] =>
  items
    .map((item, i) => ({ item, key: (i * 7919 + seed) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/** Each known entry of a list, once, with the substances (top parents) it brings. */
function moietiesByEntry(
  random: BundleKnowledgeBase,
  query: SearchListQuery,
): Map<string, string[]> {
  const top = (id: string) => random.substance(id)?.topParent ?? id;
  const entries = new Map<string, string[]>();
  for (const id of query.nplIds) {
    const found = random.product(id);
    if (found)
      entries.set(
        id,
        found.drugFormGroups.flatMap((g) => g.substances.map((s) => top(s.nslId))),
      );
  }
  for (const id of query.nslIds) if (random.substance(id)) entries.set(id, [top(id)]);
  return entries;
}

describe('findDuplications: properties', () => {
  it('does not depend on the order of the list (or on ids named twice)', () => {
    fc.assert(
      fc.property(arbitraryCodedBundle, arbitraryList, fc.nat(), (random, query, seed) => {
        const randomKb = new BundleKnowledgeBase(random);
        const reordered = {
          nplIds: shuffled([...query.nplIds, ...query.nplIds.slice(0, 1)], seed),
          nslIds: shuffled([...query.nslIds, ...query.nslIds.slice(0, 1)], seed + 1),
        };
        expect(findDuplications(randomKb, reordered)).toEqual(findDuplications(randomKb, query));
      }),
    );
  });

  it('always finds a substance that two entries bring in, as a warning when neither is topical', () => {
    fc.assert(
      fc.property(arbitraryCodedBundle, arbitraryList, (random, query) => {
        const randomKb = new BundleKnowledgeBase(random);
        const found = findDuplications(randomKb, query);
        const entries = moietiesByEntry(randomKb, query);
        const topical = (id: string) => randomKb.product(id)?.drugForm.administration === 'topical';
        for (const moiety of new Set([...entries.values()].flat())) {
          const bringing = [...entries.entries()].filter(([, m]) => m.includes(moiety));
          const finding = found.find((d) => d.kind === 'substance' && d.nslId === moiety);
          if (bringing.length < 2) {
            expect(finding).toBeUndefined();
            continue;
          }
          expect(finding?.entries).toHaveLength(bringing.length);
          const systemic = bringing.filter(([id]) => !topical(id)).length;
          expect(finding?.level).toBe(systemic >= 2 ? 'warning' : 'note');
        }
      }),
    );
  });

  it('never finds the same product twice, and nothing with one entry', () => {
    fc.assert(
      fc.property(arbitraryCodedBundle, fc.integer({ min: 1, max: 6 }), (random, n) => {
        const randomKb = new BundleKnowledgeBase(random);
        const id = nplId(n);
        expect(findDuplications(randomKb, { nplIds: [id, id], nslIds: [] })).toEqual([]);
        expect(findDuplications(randomKb, { nplIds: [id], nslIds: [] })).toEqual([]);
        expect(findDuplications(randomKb, { nplIds: [], nslIds: [nslId(`s${n}`)] })).toEqual([]);
      }),
    );
  });

  it('never shows less when an entry is added: no finding lost, none made milder', () => {
    fc.assert(
      fc.property(
        arbitraryCodedBundle,
        arbitraryList,
        fc.oneof(
          fc.integer({ min: 1, max: 6 }).map((n) => ({ nplIds: [nplId(n)], nslIds: [] })),
          fc.integer({ min: 0, max: 7 }).map((n) => ({ nplIds: [], nslIds: [nslId(`s${n}`)] })),
        ),
        (random, query, added) => {
          const randomKb = new BundleKnowledgeBase(random);
          const key = (d: ReturnType<typeof findDuplications>[number]) =>
            d.kind === 'class' ? `class:${d.classId}` : `substance:${d.nslId}`;
          const before = findDuplications(randomKb, query);
          const after = new Map(
            findDuplications(randomKb, {
              nplIds: [...query.nplIds, ...added.nplIds],
              nslIds: [...query.nslIds, ...added.nslIds],
            }).map((d) => [key(d), d]),
          );
          for (const finding of before) {
            const kept = after.get(key(finding));
            expect(kept).toBeDefined();
            if (finding.level === 'warning') expect(kept?.level).toBe('warning');
            expect(kept?.entries).toEqual(expect.arrayContaining(finding.entries));
          }
        },
      ),
    );
  });
});
