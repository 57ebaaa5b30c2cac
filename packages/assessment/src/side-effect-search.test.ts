import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { ORGAN_SYSTEMS, organSystemOf } from './organ-systems.ts';
import { FREQUENCY_ORDER, foldTerm, sideEffectSearch } from './side-effect-search.ts';
import { bundleOf, nplId, nslId, product, substance } from '../testing/test-knowledge-base.ts';

const bundle = bundleOf({
  substances: [substance('a'), substance('b'), substance('c'), substance('a1', 'a')],
  products: [product(1, 'peroral', 'b', 'c')],
});
bundle.sideEffects = [
  {
    nslId: nslId('a'),
    effects: [
      { term: 'Yrsel', frequency: 'uncommon' },
      { term: 'Blödning', frequency: 'common' },
    ],
  },
  {
    nslId: nslId('b'),
    effects: [
      { term: 'Yrsel vid uppresning', frequency: 'veryCommon' },
      { term: 'Illamående', frequency: 'common' },
    ],
  },
];
const kb = new BundleKnowledgeBase(bundle);

describe('the side-effect search', () => {
  it('finds the drugs of the list that can cause a side effect, most frequent first', () => {
    const result = sideEffectSearch(kb, { nslIds: [nslId('a')], nplIds: [nplId(1)] }, 'yrsel');
    expect(result.matches.map((m) => [m.term, m.frequency, m.nslId, m.nplIds])).toEqual([
      ['Yrsel vid uppresning', 'veryCommon', nslId('b'), [nplId(1)]],
      ['Yrsel', 'uncommon', nslId('a'), []],
    ]);
  });

  it('compares without case and diacritics', () => {
    const result = sideEffectSearch(kb, { nslIds: [nslId('a')], nplIds: [] }, 'BLODNING');
    expect(result.matches.map((m) => m.term)).toEqual(['Blödning']);
    expect(foldTerm(' Blödning ')).toBe('blodning');
  });

  it('groups every side effect of the list by organ system, in the order of product information', () => {
    const result = sideEffectSearch(kb, { nslIds: [nslId('a')], nplIds: [nplId(1)] });
    expect(result.matches).toEqual([]);
    expect(result.organSystems.map((s) => [s.id, s.effects.map((e) => e.term)])).toEqual([
      ['nervous', ['Yrsel']],
      ['vascular', ['Blödning', 'Yrsel vid uppresning']],
      ['gastrointestinal', ['Illamående']],
    ]);
  });

  it('lists a substance without data apart, and uses a salt’s parent’s data', () => {
    const result = sideEffectSearch(kb, { nslIds: [nslId('a1'), nslId('c')], nplIds: [] });
    expect(result.withoutData).toEqual([{ nslId: nslId('c'), substance: 'c' }]);
    expect(result.organSystems.flatMap((s) => s.effects.map((e) => e.nslId))).toEqual([
      nslId('a1'),
      nslId('a1'),
    ]);
  });

  it('keeps every occurrence and sorts matches by frequency, whatever the list and query', () => {
    fc.assert(
      fc.property(
        fc.subarray([nslId('a'), nslId('b'), nslId('c'), nslId('a1')]),
        fc.boolean(),
        fc.string({ maxLength: 4 }),
        (nslIds, withProduct, query) => {
          const list = { nslIds, nplIds: withProduct ? [nplId(1)] : [] };
          const result = sideEffectSearch(kb, list, query);
          const ranks = result.matches.map((m) => FREQUENCY_ORDER.indexOf(m.frequency));
          expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
          const all = sideEffectSearch(kb, list).organSystems.flatMap((s) => s.effects);
          for (const match of result.matches) expect(all).toContainEqual(match);
        },
      ),
    );
  });
});

describe('the organ systems', () => {
  it('place well-known side effects where product information does', () => {
    expect(organSystemOf('QT-förlängning')).toBe('cardiac');
    expect(organSystemOf('Hyperkalemi')).toBe('metabolism');
    expect(organSystemOf('Rabdomyolys')).toBe('musculoskeletal');
    expect(organSystemOf('Trombocytopeni')).toBe('blood');
    expect(organSystemOf('Angioödem')).toBe('immune');
    expect(organSystemOf('okänd term')).toBe('other');
    expect(ORGAN_SYSTEMS.at(-1)?.id).toBe('other');
  });
});

describe('the side-effect search at its edges', () => {
  const family = bundleOf({
    substances: [
      substance('parent'),
      substance('salt1', 'parent'),
      substance('salt2', 'parent'),
      substance('other'),
    ],
  });
  family.sideEffects = [
    {
      nslId: nslId('salt1'),
      effects: [
        { term: 'Yrsel', frequency: 'common' },
        { term: 'Huvudvärk', frequency: 'uncommon' },
      ],
    },
    { nslId: nslId('salt2'), effects: [{ term: 'Yrsel', frequency: 'veryCommon' }] },
    {
      nslId: nslId('other'),
      effects: [
        { term: 'Huvudvärk', frequency: 'common' },
        { term: 'Yrsel', frequency: 'common' },
      ],
    },
  ];
  const familyKb = new BundleKnowledgeBase(family);

  it('uses a parent’s salts’ data, each term once', () => {
    const result = sideEffectSearch(familyKb, { nslIds: [nslId('parent')], nplIds: [] });
    expect(result.organSystems.flatMap((s) => s.effects.map((e) => [e.term, e.substance]))).toEqual(
      [
        ['Huvudvärk', 'parent'],
        ['Yrsel', 'parent'],
      ],
    );
  });

  it('lists an unknown id apart, without a name', () => {
    const result = sideEffectSearch(familyKb, { nslIds: ['IDOKAND00'], nplIds: [] });
    expect(result.withoutData).toEqual([{ nslId: 'IDOKAND00', substance: null }]);
  });

  it('sorts an organ system by term, then the most frequent first, then by substance', () => {
    const result = sideEffectSearch(familyKb, {
      nslIds: [nslId('other'), nslId('salt1')],
      nplIds: [],
    });
    const nervous = result.organSystems.find((s) => s.id === 'nervous');
    expect(nervous?.effects.map((e) => [e.term, e.frequency, e.substance])).toEqual([
      ['Huvudvärk', 'common', 'other'],
      ['Huvudvärk', 'uncommon', 'salt1'],
      ['Yrsel', 'common', 'other'],
      ['Yrsel', 'common', 'salt1'],
    ]);
  });
});
