import { describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { documentById, documentCallResults } from './document-results.ts';
import { interactionData } from './interaction-data.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { productLabel } from './product-label.ts';
import {
  bundleOf,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '../testing/test-knowledge-base.ts';

const lactation = (
  id: string,
  keys: string[],
  products: number[] = [],
): KbBundle['lactationDocuments'][number] => ({
  id,
  documentTitle: id,
  recommendation: `Rekommendation ${id}`,
  publicRecommendation: `Råd ${id}`,
  classification: { level: 1, code: '1' },
  background: '',
  nslIds: keys.map(nslId),
  nplIds: products.map(nplId),
  updated: '2026-10-01',
});

const bundle = bundleOf({
  substances: [
    substance('paracetamol'),
    substance('kodein'),
    substance('sertralin'),
    substance('sertralinhcl', 'sertralin'),
    substance('okand'),
  ],
  products: [
    product(1, 'peroral', 'paracetamol'),
    product(2, 'peroral', 'paracetamol', 'kodein'),
    product(3, 'peroral', 'sertralinhcl'),
    product(4, 'topical', 'kodein'),
    product(5, 'peroral', 'kodein'),
  ],
  interactions: [interaction('paracetamol', 'kodein', 'A0')],
});
const kb = new BundleKnowledgeBase({
  ...bundle,
  lactationDocuments: [
    lactation('para', ['paracetamol']),
    lactation('sert', ['sertralin']),
    // Two documents on codeine that differ by route: its topical and peroral products.
    lactation('kod-topikal', ['kodein'], [4]),
    lactation('kod-peroral', ['kodein'], [5]),
  ],
});
const results = (nslIds: string[], nplIds: number[] = []) =>
  documentCallResults(kb, 'lactation', { nslIds: nslIds.map(nslId), nplIds: nplIds.map(nplId) });

describe('document results per search entry (specification §3 result types)', () => {
  it('gives each substance its result type', () => {
    const { results: found } = results(['paracetamol', 'okand', 'sertralinhcl', 'kodein']);
    expect(found.map((r) => r.type)).toEqual([
      'substanceSingleDoc',
      'substance',
      // A salt is covered by its parent's document.
      'substanceSingleDoc',
      'substanceAdministration',
    ]);
    expect(found[3]).toMatchObject({
      administrations: [
        { administration: 'peroral', documentIds: ['kod-peroral'] },
        { administration: 'topical', documentIds: ['kod-topikal'] },
      ],
    });
    expect(results(['nothere']).results).toEqual([
      { type: 'substanceMissing', nslId: nslId('nothere') },
    ]);
  });

  it('gives products their result types, products first, and each document once', () => {
    const answer = results(['paracetamol'], [1, 2, 99]);
    expect(answer.results.map((r) => r.type)).toEqual([
      'productSingleSubstance',
      'productMultiSubstance',
      'productMissing',
      'substanceSingleDoc',
    ]);
    const combination = answer.results[1];
    expect(combination?.type === 'productMultiSubstance' && combination.substances).toEqual([
      expect.objectContaining({ nslId: nslId('paracetamol'), documentIds: ['para'] }),
      // In a peroral product only the peroral codeine document applies.
      expect.objectContaining({ nslId: nslId('kodein'), documentIds: ['kod-peroral'] }),
    ]);
    expect(answer.documents.map((d) => d.id)).toEqual(['para', 'kod-peroral']);
  });

  it('names a product by strength and form too, so a view can tell its forms apart', () => {
    const gel = { ...product(6, 'topical', 'kodein'), name: 'Ipren', strength: '5 %' };
    const tablet = { ...product(7, 'peroral', 'kodein'), name: 'Ipren', strength: '400 mg' };
    const withForms = new BundleKnowledgeBase({
      ...bundle,
      products: [
        ...bundle.products,
        { ...gel, drugForm: { name: 'Gel', administration: 'topical' } },
        { ...tablet, drugForm: { name: 'Tablett', administration: 'peroral' } },
      ],
    });
    const found = documentCallResults(withForms, 'lactation', {
      nslIds: [],
      nplIds: [nplId(6), nplId(7)],
    }).results;
    expect(found.map((r) => r.type === 'productSingleSubstance' && productLabel(r))).toEqual([
      'Ipren 5 % gel',
      'Ipren 400 mg tablett',
    ]);
  });

  it('finds one whole document by its id, only among the documents of its own call', () => {
    expect(documentById(kb, 'lactation', 'kod-topikal')).toMatchObject({
      id: 'kod-topikal',
      recommendation: 'Rekommendation kod-topikal',
      publicRecommendation: 'Råd kod-topikal',
      nplIds: [nplId(4)],
    });
    expect(documentById(kb, 'lactation', 'finns-inte')).toBeUndefined();
    expect(documentById(kb, 'birthdefect', 'para')).toBeUndefined();
    expect(documentById(kb, 'genus', 'para')).toBeUndefined();
  });
});

describe('interaction data', () => {
  it('says per substance whether it is assessed, and per product what it counts as', () => {
    const data = interactionData(kb, {
      nslIds: [nslId('sertralin'), nslId('okand')],
      nplIds: [nplId(2), nplId(98)],
    });
    expect(data.substances).toEqual([
      { nslId: nslId('sertralin'), interactionStatus: 'notAssessed', isSpecial: false },
      { nslId: nslId('okand'), interactionStatus: 'notAssessed', isSpecial: false },
      { nslId: nslId('paracetamol'), interactionStatus: 'assessed', isSpecial: false },
      { nslId: nslId('kodein'), interactionStatus: 'assessed', isSpecial: false },
    ]);
    expect(data.products).toEqual([
      { nplId: nplId(2), missing: false, nslIds: [nslId('paracetamol'), nslId('kodein')] },
      { nplId: nplId(98), missing: true, nslIds: [] },
    ]);
    expect(data.interactions.map((i) => i.id)).toEqual(['i-paracetamol-kodein']);
  });
});
