import { describe, expect, it } from 'vitest';
import {
  BundleKnowledgeBase,
  DocumentIndex,
  isReachableInteraction,
  substanceIdsOf,
} from './knowledge-base.ts';
import {
  bundleOf,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '../testing/test-knowledge-base.ts';

const bundle = bundleOf({
  substances: [
    substance('sertralin'),
    substance('sertralinhcl', 'sertralin'),
    substance('warfarin'),
    substance('alkohol'),
  ],
  products: [product(1, 'peroral', 'sertralinhcl'), product(2, 'topical', 'warfarin')],
  interactions: [
    interaction('warfarin', 'sertralin', 'C2'),
    // A pair with a substance the knowledge base does not hold: no search list can bring it.
    interaction('warfarin', 'okand', 'D4'),
  ],
});
const kb = new BundleKnowledgeBase({
  ...bundle,
  specialSubstances: [
    { nslId: nslId('alkohol'), isTopParent: true, interactionStatus: 'assessed' },
  ],
  interactionTexts: [{ id: 'i-warfarin-sertralin-c', text: 'Ökad blödningsrisk.' }],
});

describe('the knowledge base the assessment rules read', () => {
  it('finds substances and products by ids in the order asked, leaving out unknown ones', () => {
    expect(
      kb.substancesByIds([nslId('warfarin'), 'IDOKAND00', nslId('sertralin')]).map((s) => s.name),
    ).toEqual(['warfarin', 'sertralin']);
    expect(kb.productsByIds([nplId(2), nplId(9), nplId(1)]).map((p) => p.nplId)).toEqual([
      nplId(2),
      nplId(1),
    ]);
  });

  it('lets a substance stand for itself, its parent and its children; an unknown id for itself', () => {
    expect(kb.familyOf(nslId('sertralin'))).toEqual([nslId('sertralin'), nslId('sertralinhcl')]);
    expect(kb.familyOf(nslId('sertralinhcl'))).toEqual([nslId('sertralinhcl'), nslId('sertralin')]);
    expect(kb.familyOf(nslId('warfarin'))).toEqual([nslId('warfarin')]);
    expect(kb.familyOf('IDOKAND00')).toEqual(['IDOKAND00']);
  });

  it('gives a substance’s parent and children, and nothing for an unknown one', () => {
    const salt = kb.relatedSubstances(nslId('sertralinhcl'));
    expect(salt.parent?.nslId).toBe(nslId('sertralin'));
    expect(salt.children).toEqual([]);
    const parent = kb.relatedSubstances(nslId('sertralin'));
    expect(parent.parent).toBeNull();
    expect(parent.children.map((s) => s.nslId)).toEqual([nslId('sertralinhcl')]);
    expect(kb.relatedSubstances('IDOKAND00')).toEqual({ parent: null, children: [] });
  });

  it('keeps an interaction with an unknown substance out of the pairs', () => {
    expect(kb.interactionEdgesFrom(nslId('warfarin')).map((edge) => edge.second)).toEqual([
      nslId('sertralin'),
    ]);
    expect(kb.interactionEdgesFrom(nslId('sertralin'))).toEqual([]);
    expect(kb.hasInteractions(nslId('sertralin'))).toBe(true);
    expect(kb.hasInteractions(nslId('alkohol'))).toBe(false);
    expect(isReachableInteraction(['a', 'b'], (id) => id === 'a')).toBe(false);
    expect(isReachableInteraction(['a', 'b'], (id) => id === 'b')).toBe(false);
    expect(isReachableInteraction(['a', 'b'], () => true)).toBe(true);
  });

  it('finds a special substance, an interaction text and a product’s substances', () => {
    expect(kb.specialSubstance(nslId('alkohol'))?.interactionStatus).toBe('assessed');
    expect(kb.specialSubstance(nslId('warfarin'))).toBeUndefined();
    expect(kb.interactionText('i-warfarin-sertralin-c')).toBe('Ökad blödningsrisk.');
    expect(kb.interactionText('okand')).toBeNull();
    const combination = product(3, 'peroral', 'warfarin', 'sertralin');
    const again = {
      ...combination,
      drugFormGroups: [...combination.drugFormGroups, ...combination.drugFormGroups],
    };
    expect(substanceIdsOf(again)).toEqual([nslId('warfarin'), nslId('sertralin')]);
  });
});

describe('documents indexed by substance, product and route', () => {
  const doc = (id: string, nslIds: string[], nplIds: string[]) => ({ id, nslIds, nplIds });
  const routes: Record<string, 'peroral' | 'topical'> = {
    p1: 'peroral',
    p2: 'topical',
    p3: 'peroral',
  };
  const index = new DocumentIndex(
    [
      doc('general', ['s1'], []),
      doc('forms', ['s1'], ['p1', 'p2', 'p3']),
      doc('other', ['s2'], ['p9']),
    ],
    (id) => routes[id],
  );

  it('finds documents by id, substance and product', () => {
    expect(index.byId('forms')?.nplIds).toEqual(['p1', 'p2', 'p3']);
    expect(index.byId('none')).toBeUndefined();
    expect(index.forSubstance('s1').map((d) => d.id)).toEqual(['general', 'forms']);
    expect(index.forSubstance('s9')).toEqual([]);
    expect(index.forProduct('p2').map((d) => d.id)).toEqual(['forms']);
    expect(index.forProduct('p7')).toEqual([]);
  });

  it('gives a document the routes of its products, once each; none when it names no product', () => {
    expect(index.routesOf(doc('forms', ['s1'], ['p1', 'p2', 'p3']))).toEqual([
      'peroral',
      'topical',
    ]);
    expect(index.routesOf(doc('general', ['s1'], []))).toEqual([]);
    // A product the knowledge base does not know adds no route.
    expect(index.routesOf(doc('other', ['s2'], ['p9']))).toEqual([]);
    expect(index.routesOf(doc('unindexed', [], ['p1']))).toEqual([]);
  });

  it('gives no document routes when it cannot know the products', () => {
    const bare = new DocumentIndex([doc('forms', ['s1'], ['p1'])]);
    expect(bare.routesOf(doc('forms', ['s1'], ['p1']))).toEqual([]);
  });

  it('gives the routes of a knowledge base’s product-specific documents', () => {
    const withDocument = new BundleKnowledgeBase({
      ...bundle,
      genusDocuments: [
        {
          id: 'g',
          documentTitle: 'g',
          classificationLevel: 1,
          classificationCode: 'A',
          summary: 's',
          background: '',
          nslIds: [nslId('warfarin')],
          nplIds: [nplId(2), nplId(9)],
          updated: '2026-10-01',
        },
      ],
    });
    // Product 9 is not in the knowledge base: it has no route to give.
    const [document] = withDocument.genus.forProduct(nplId(2));
    expect(document && withDocument.genus.routesOf(document)).toEqual(['topical']);
  });
});
