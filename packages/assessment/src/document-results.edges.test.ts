import { describe, expect, it } from 'vitest';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { documentCallResults, type DocumentCall } from './document-results.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { bundleOf, nplId, nslId, product, substance } from '../testing/test-knowledge-base.ts';

// Edges of the document results that hold while product results gain strength and form; the
// result types themselves are tested in document-results.test.ts.
const links = (keys: string[], products: number[] = []) => ({
  nslIds: keys.map(nslId),
  nplIds: products.map(nplId),
  updated: '2026-10-01',
  background: '',
});
const lactation = (id: string, keys: string[], products: number[] = []) => ({
  id,
  documentTitle: id,
  recommendation: 'r',
  publicRecommendation: 'p',
  classification: { level: 1, code: '1' as const },
  ...links(keys, products),
});
const genus = (id: string, keys: string[]) => ({
  id,
  documentTitle: id,
  classificationLevel: 1,
  classificationCode: 'A' as const,
  summary: 's',
  ...links(keys),
});

const parts = bundleOf({
  substances: [
    { ...substance('ibuprofen'), names: [{ language: 'en', name: 'Ibuprofen (en)' }] },
    substance('kodein'),
    substance('paracetamol'),
    substance('diazepam'),
  ],
  products: [
    {
      ...product(1, 'peroral', 'ibuprofen', 'kodein'),
      drugForm: { name: 'Tablett', nameEn: 'Tablet', administration: 'peroral' as const },
    },
    product(4, 'nonPeroral', 'paracetamol'),
    product(5, 'peroral', 'paracetamol'),
    product(6, 'peroral', 'okand'),
    product(7, 'topical', 'diazepam'),
    product(9, 'topical', 'paracetamol'),
  ],
});
const bundle: KbBundle = {
  ...parts,
  renalDocuments: [
    {
      id: 'renal-ibuprofen',
      documentTitle: 'r',
      nephrotoxic: true,
      recommendations: [
        {
          recommendationText: 'Undvik.',
          classification: { code: 'D', description: 'D' },
          renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
        },
      ],
      ...links(['ibuprofen']),
    },
  ],
  lactationDocuments: [
    // Two general documents on codeine: several, not divided by route.
    lactation('kodein-a', ['kodein']),
    lactation('kodein-b', ['kodein']),
    // Product-specific documents: one on ibuprofen in product 1, one on the product as a whole.
    lactation('kombination-ibuprofen', ['ibuprofen'], [1]),
    lactation('kombination', [], [1]),
    // Paracetamol: one document for suppositories and tablets, listed in either order.
    lactation('paracetamol-1', ['paracetamol'], [4, 5]),
    lactation('paracetamol-2', ['paracetamol'], [5, 4]),
    // Diazepam: one for gels, one general.
    lactation('diazepam-gel', ['diazepam'], [7]),
    lactation('diazepam', ['diazepam']),
  ],
  birthDefectDocuments: [
    {
      id: 'bd-paracetamol',
      name: 'b',
      assessment: 'a',
      classificationLevel: 1,
      ...links(['paracetamol']),
    },
  ],
  genusDocuments: [genus('genus-kodein', ['kodein'])],
  genderDocuments: [genus('gender-ibuprofen', ['ibuprofen'])],
};
const kb = new BundleKnowledgeBase(bundle);
const resultsOf = (call: DocumentCall, keys: string[], products: number[] = []) =>
  documentCallResults(kb, call, { nslIds: keys.map(nslId), nplIds: products.map(nplId) });
const documentIdsOf = (result: DocumentResult | undefined) =>
  result && 'documentIds' in result ? result.documentIds : null;

describe('each document call answers from its own source, in its language', () => {
  it.each<[DocumentCall, string, string]>([
    ['njurfunktion', 'ibuprofen', 'renal-ibuprofen'],
    ['birthdefect', 'paracetamol', 'bd-paracetamol'],
    ['genus', 'kodein', 'genus-kodein'],
    ['gender', 'ibuprofen', 'gender-ibuprofen'],
  ])('%s: %s has %s', (call, key, id) => {
    const answer = resultsOf(call, [key]);
    expect(documentIdsOf(answer.results[0])).toEqual([id]);
    expect(answer.documents.map((d) => d.id)).toEqual([id]);
  });

  it('names a substance in the call’s language, else by its name, and an unknown one by its id', () => {
    expect(resultsOf('gender', ['ibuprofen']).results[0]).toMatchObject({ name: 'Ibuprofen (en)' });
    expect(resultsOf('genus', ['ibuprofen']).results[0]).toMatchObject({ name: 'ibuprofen' });
    expect(resultsOf('gender', ['kodein']).results[0]).toMatchObject({ name: 'kodein' });
    expect(resultsOf('lactation', [], [6]).results[0]).toMatchObject({
      type: 'productSingleSubstance',
      substanceName: nslId('okand'),
    });
  });

  it('names a product’s form in the call’s language, else by its Swedish name', () => {
    expect(resultsOf('gender', [], [1]).results[0]).toMatchObject({
      drugForm: { name: 'Tablet' },
      substances: [{ name: 'Ibuprofen (en)' }, { name: 'kodein' }],
    });
    expect(resultsOf('genus', [], [1]).results[0]).toMatchObject({ drugForm: { name: 'Tablett' } });
    expect(resultsOf('gender', [], [5]).results[0]).toMatchObject({
      drugForm: { name: 'peroral' },
    });
  });
});

describe('which documents apply, at the edges', () => {
  it('gives several documents not divided by route as such', () => {
    expect(resultsOf('lactation', ['kodein']).results[0]).toMatchObject({
      type: 'substanceMultiDocs',
      documentIds: ['kodein-a', 'kodein-b'],
    });
  });

  it('does not divide by route documents for the same routes, listed in any order', () => {
    expect(resultsOf('lactation', ['paracetamol']).results[0]).toMatchObject({
      type: 'substanceMultiDocs',
      documentIds: ['paracetamol-1', 'paracetamol-2'],
    });
  });

  it('does not divide by route when one document applies to every route', () => {
    expect(resultsOf('lactation', ['diazepam']).results[0]?.type).toBe('substanceMultiDocs');
  });

  it('gives a single-substance product its own documents and its substance’s for its form', () => {
    expect(documentIdsOf(resultsOf('lactation', [], [5]).results[0])).toEqual([
      'paracetamol-1',
      'paracetamol-2',
    ]);
    expect(documentIdsOf(resultsOf('lactation', [], [7]).results[0])).toEqual([
      'diazepam-gel',
      'diazepam',
    ]);
    // The paracetamol documents are for suppositories and tablets, not for a gel.
    expect(documentIdsOf(resultsOf('lactation', [], [9]).results[0])).toEqual([]);
  });

  it('gives a combination’s document on one substance to that substance, one on no substance to the product', () => {
    const [combination] = resultsOf('lactation', [], [1]).results;
    expect(combination).toMatchObject({
      type: 'productMultiSubstance',
      documentIds: ['kombination'],
      substances: [
        { nslId: nslId('ibuprofen'), documentIds: ['kombination-ibuprofen'] },
        { nslId: nslId('kodein'), documentIds: ['kodein-a', 'kodein-b'] },
      ],
    });
  });

  it('answers a product without substances with its own documents only', () => {
    const empty = { ...product(8, 'peroral'), drugFormGroups: [] };
    const withEmpty = new BundleKnowledgeBase({
      ...bundle,
      products: [...bundle.products, empty],
      lactationDocuments: [...bundle.lactationDocuments, lactation('tom', [], [8])],
    });
    const [result] = documentCallResults(withEmpty, 'lactation', {
      nslIds: [],
      nplIds: [nplId(8)],
    }).results;
    expect(result).toMatchObject({
      type: 'productMultiSubstance',
      documentIds: ['tom'],
      substances: [],
    });
  });
});
