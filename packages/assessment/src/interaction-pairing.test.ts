import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { interactionRank } from '@medkompass/clinical/interaction-classification.ts';
import { assessInteractions, occurrencesOf } from './interaction-pairing.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import {
  arbitraryBundle,
  arbitraryList,
  formGroup,
  interaction,
  knowledgeBaseOf,
  nplId,
  nslId,
  product,
  substance,
} from '../testing/test-knowledge-base.ts';

const list = (nslIds: string[], nplIds: number[] = []): SearchListQuery => ({
  nslIds: nslIds.map(nslId),
  nplIds: nplIds.map(nplId),
});
const codes = (kb: BundleKnowledgeBase, query: SearchListQuery) =>
  assessInteractions(kb, query).map((i) => `${i.id}:${i.sevClassification}${i.docClassification}`);

describe('interaction pairing', () => {
  // Olanzapine and diazepam: an injection of olanzapine raises the grade, nothing else does.
  const olanzapineDiazepam = knowledgeBaseOf({
    substances: [substance('olanzapin'), substance('diazepam')],
    products: [
      product(1, 'peroral', 'olanzapin'),
      product(2, 'parenteral', 'olanzapin'),
      product(3, 'peroral', 'diazepam'),
      product(4, 'parenteral', 'diazepam'),
    ],
    interactions: [
      interaction('olanzapin', 'diazepam', 'C2', [formGroup('olanzapin', 'D2', 'parenteral')]),
    ],
  });

  it('applies a drug-form group only to the substance whose product has that form', () => {
    // Olanzapine tablets with a diazepam injection: the default, not the parenteral-olanzapine grade.
    const [tabletsAndInjection] = assessInteractions(olanzapineDiazepam, list([], [1, 4]));
    expect(tabletsAndInjection).toMatchObject({
      sevClassification: 'C',
      docClassification: 2,
      administration: null,
    });
    // An olanzapine injection with diazepam tablets: the group applies.
    expect(assessInteractions(olanzapineDiazepam, list([], [2, 3]))[0]).toMatchObject({
      sevClassification: 'D',
      docClassification: 2,
      administration: 'parenteral',
      kbClassification: { sevClassification: 'C', docClassification: 2 },
    });
    // A searched substance has no form: the default.
    expect(codes(olanzapineDiazepam, list(['olanzapin', 'diazepam']))).toEqual([
      'i-olanzapin-diazepam:C2',
    ]);
  });

  it('takes the most severe way a pair occurs', () => {
    // Olanzapine tablets and injection, with diazepam: the injection decides.
    expect(codes(olanzapineDiazepam, list([], [1, 2, 3]))).toEqual(['i-olanzapin-diazepam:D2']);
  });

  it('lets a parent stand for its salt and a salt for its parent, but never pairs a family with itself', () => {
    const kb = knowledgeBaseOf({
      substances: [
        substance('diklofenak'),
        substance('diklofenaknatrium', 'diklofenak'),
        substance('warfarin'),
      ],
      interactions: [interaction('warfarin', 'diklofenak', 'D3')],
    });
    expect(codes(kb, list(['warfarin', 'diklofenaknatrium']))).toEqual([
      'i-warfarin-diklofenak:D3',
    ]);
    expect(codes(kb, list(['diklofenak', 'diklofenaknatrium']))).toEqual([]);
    const [found] = assessInteractions(kb, list(['warfarin', 'diklofenaknatrium']));
    expect(found?.searchEntries).toEqual([
      [{ nslId: nslId('warfarin'), nplId: null }],
      [{ nslId: nslId('diklofenaknatrium'), nplId: null }],
    ]);
  });

  it('pairs two substances of one combination product', () => {
    const kb = knowledgeBaseOf({
      substances: [substance('paracetamol'), substance('kodein')],
      products: [product(7, 'peroral', 'paracetamol', 'kodein')],
      interactions: [interaction('paracetamol', 'kodein', 'A0')],
    });
    expect(codes(kb, list([], [7]))).toEqual(['i-paracetamol-kodein:A0']);
  });

  it('sorts by severity, then documentation, then id', () => {
    const kb = knowledgeBaseOf({
      substances: ['a', 'b', 'c', 'd'].map((k) => substance(`sub${k}`)),
      interactions: [
        interaction('suba', 'subb', 'C2'),
        interaction('suba', 'subc', 'D1'),
        interaction('subb', 'subc', 'C4'),
        interaction('subc', 'subd', 'C2'),
      ],
    });
    expect(codes(kb, list(['suba', 'subb', 'subc', 'subd']))).toEqual([
      'i-suba-subc:D1',
      'i-subb-subc:C4',
      'i-suba-subb:C2',
      'i-subc-subd:C2',
    ]);
  });
});

describe('interaction pairing properties', () => {
  const summary = (kb: BundleKnowledgeBase, query: SearchListQuery) =>
    new Map(
      assessInteractions(kb, query).map((i) => [
        i.id,
        `${i.sevClassification}${i.docClassification}`,
      ]),
    );

  it('does not depend on the order of the search list', () => {
    fc.assert(
      fc.property(arbitraryBundle, arbitraryList, (bundle, query) => {
        const kb = new BundleKnowledgeBase(bundle);
        const reversed = {
          nslIds: [...query.nslIds].reverse(),
          nplIds: [...query.nplIds].reverse(),
        };
        expect(summary(kb, reversed)).toEqual(summary(kb, query));
      }),
    );
  });

  it('is symmetric: recording a pair the other way round gives the same answer', () => {
    fc.assert(
      fc.property(arbitraryBundle, arbitraryList, (bundle, query) => {
        const swapped = {
          ...bundle,
          interactions: bundle.interactions.map((i) => ({
            ...i,
            substanceNslIds: [i.substanceNslIds[1], i.substanceNslIds[0]] as [string, string],
          })),
        };
        expect(summary(new BundleKnowledgeBase(swapped), query)).toEqual(
          summary(new BundleKnowledgeBase(bundle), query),
        );
      }),
    );
  });

  it('never pairs a searched substance with itself', () => {
    fc.assert(
      fc.property(arbitraryBundle, arbitraryList, (bundle, query) => {
        const kb = new BundleKnowledgeBase(bundle);
        for (const found of assessInteractions(kb, query)) {
          expect(found.substanceNslIds[0]).not.toBe(found.substanceNslIds[1]);
          // Some way of the pair comes from two different searched substances.
          const ways = found.searchEntries[0].flatMap((x) =>
            found.searchEntries[1].map((y) => [x.nslId, y.nslId]),
          );
          expect(ways.some(([x, y]) => x !== y)).toBe(true);
        }
        // One substance alone interacts with nothing.
        for (const id of query.nslIds)
          expect(assessInteractions(kb, { nslIds: [id], nplIds: [] })).toEqual([]);
      }),
    );
  });

  it('never removes a pair or lowers its grade when a drug is added', () => {
    fc.assert(
      fc.property(arbitraryBundle, arbitraryList, arbitraryList, (bundle, query, more) => {
        const kb = new BundleKnowledgeBase(bundle);
        const before = assessInteractions(kb, query);
        const after = new Map(
          assessInteractions(kb, {
            nslIds: [...new Set([...query.nslIds, ...more.nslIds])],
            nplIds: [...new Set([...query.nplIds, ...more.nplIds])],
          }).map((i) => [i.id, i]),
        );
        for (const pair of before) {
          const later = after.get(pair.id);
          expect(later).toBeDefined();
          expect(interactionRank(later!.sevClassification)).toBeGreaterThanOrEqual(
            interactionRank(pair.sevClassification),
          );
        }
      }),
    );
  });

  it('lists each pair once, most severe first', () => {
    fc.assert(
      fc.property(arbitraryBundle, arbitraryList, (bundle, query) => {
        const found = assessInteractions(new BundleKnowledgeBase(bundle), query);
        expect(new Set(found.map((i) => i.id)).size).toBe(found.length);
        const ranks = found.map((i) => interactionRank(i.sevClassification));
        expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      }),
    );
  });
});

describe('interaction pairing at its edges', () => {
  it('applies the most severe of several drug-form groups that match, whatever their order', () => {
    for (const groups of [
      [formGroup('warfarin', 'D3', 'peroral'), formGroup('warfarin', 'B1', 'peroral')],
      [formGroup('warfarin', 'B1', 'peroral'), formGroup('warfarin', 'D3', 'peroral')],
    ]) {
      const kb = knowledgeBaseOf({
        substances: [substance('warfarin'), substance('ibuprofen')],
        products: [product(1, 'peroral', 'warfarin')],
        interactions: [interaction('warfarin', 'ibuprofen', 'C2', groups)],
      });
      expect(codes(kb, list(['ibuprofen'], [1]))).toEqual(['i-warfarin-ibuprofen:D3']);
    }
  });

  it('lists every entry that brings a substance in: two products and the substance itself', () => {
    const kb = knowledgeBaseOf({
      substances: [substance('warfarin'), substance('ibuprofen')],
      products: [product(1, 'peroral', 'warfarin'), product(2, 'peroral', 'warfarin')],
      interactions: [interaction('warfarin', 'ibuprofen', 'C2')],
    });
    const [pair] = assessInteractions(kb, list(['warfarin', 'ibuprofen'], [1, 2]));
    expect(pair?.searchEntries).toEqual([
      [
        { nslId: nslId('warfarin'), nplId: nplId(1) },
        { nslId: nslId('warfarin'), nplId: nplId(2) },
        { nslId: nslId('warfarin'), nplId: null },
      ],
      [{ nslId: nslId('ibuprofen'), nplId: null }],
    ]);
  });

  it('orders pairs of equal classification by id', () => {
    const kb = knowledgeBaseOf({
      substances: [substance('a'), substance('b'), substance('c'), substance('d')],
      interactions: [
        interaction('d', 'c', 'C2'),
        interaction('b', 'c', 'C2'),
        interaction('a', 'c', 'C2'),
        interaction('a', 'b', 'D4'),
      ],
    });
    expect(codes(kb, list(['d', 'b', 'c', 'a']))).toEqual([
      'i-a-b:D4',
      'i-a-c:C2',
      'i-b-c:C2',
      'i-d-c:C2',
    ]);
  });

  it('counts only known substances and the substances of known products as occurrences', () => {
    const kb = knowledgeBaseOf({
      substances: [substance('warfarin'), substance('ibuprofen')],
      products: [product(1, 'topical', 'ibuprofen')],
    });
    expect(occurrencesOf(kb, list(['warfarin', 'okand'], [1, 9]))).toEqual([
      { entry: { nslId: nslId('ibuprofen'), nplId: nplId(1) }, administration: 'topical' },
      { entry: { nslId: nslId('warfarin'), nplId: null }, administration: null },
    ]);
  });
});
