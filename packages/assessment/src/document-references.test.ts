import { describe, expect, it } from 'vitest';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import { assessedUnits, referencedDocumentIds } from './document-references.ts';

const product = {
  name: 'Kombination',
  strength: '500 mg/30 mg',
  drugForm: { name: 'Tablett' },
  administration: 'peroral',
  drugProductType: 'APPROVED',
} as const;

const substanceResult = (type: DocumentResult['type'], documentIds: string[]): DocumentResult =>
  ({ type, nslId: 'IDDEMOWARFARIN', name: 'warfarin', documentIds }) as DocumentResult;

const combination: DocumentResult = {
  type: 'productMultiSubstance',
  nplId: '99000000000001',
  ...product,
  documentIds: ['product'],
  substances: [
    { type: 'productSubstance', nslId: 'IDDEMOPARACETAMOL', name: 'p', documentIds: ['p1'] },
    { type: 'productSubstance', nslId: 'IDDEMOKODEIN', name: 'k', documentIds: [] },
  ],
};

describe('assessedUnits', () => {
  it('gives one list per substance or single-substance product, each combination substance with the product’s own documents', () => {
    expect(
      assessedUnits([
        substanceResult('substance', []),
        substanceResult('substanceSingleDoc', ['a']),
        substanceResult('substanceMultiDocs', ['b', 'c']),
        {
          type: 'productSingleSubstance',
          nplId: '99000000000002',
          ...product,
          nslId: 'IDDEMOWARFARIN',
          substanceName: 'warfarin',
          documentIds: ['d'],
        },
        combination,
      ]),
    ).toEqual([[], ['a'], ['b', 'c'], ['d'], ['p1', 'product'], ['product']]);
  });

  it('leaves out entries the knowledge base does not know: unidentified, not unassessed', () => {
    expect(
      assessedUnits([
        { type: 'substanceMissing', nslId: 'IDDEMOOKAND' },
        { type: 'productMissing', nplId: '99000000000099' },
      ]),
    ).toEqual([]);
  });
});

describe('referencedDocumentIds', () => {
  it('is every document any result refers to, a combination’s substances’ included, once each', () => {
    expect(
      [
        ...referencedDocumentIds([
          substanceResult('substanceAdministration', ['gel', 'tablett']),
          combination,
          substanceResult('substanceSingleDoc', ['gel']),
        ]),
      ].sort(),
    ).toEqual(['gel', 'p1', 'product', 'tablett']);
  });
});
