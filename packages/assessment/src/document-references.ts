import type { DocumentResult } from '@medkompass/contracts/document-results.ts';

/**
 * The document lists a source answered per assessed unit: a substance, a product with one
 * substance, or each substance of a combination product (its own documents with the product's).
 * Entries the knowledge base does not know are left out: they are unidentified, not unassessed,
 * so an empty list means an assessed unit that no document covers ('?').
 */
export function assessedUnits(results: readonly DocumentResult[]): string[][] {
  return results.flatMap((result): string[][] => {
    switch (result.type) {
      case 'substanceMissing':
      case 'productMissing':
        return [];
      case 'productMultiSubstance':
        return result.substances.map((substance) => [
          ...substance.documentIds,
          ...result.documentIds,
        ]);
      case 'substance':
      case 'substanceSingleDoc':
      case 'substanceMultiDocs':
      case 'substanceAdministration':
      case 'productSingleSubstance':
        return [result.documentIds];
    }
  });
}

/** Every document the results refer to: what a tab's badge and a CDS card are judged from. */
export const referencedDocumentIds = (results: readonly DocumentResult[]): Set<string> =>
  new Set(assessedUnits(results).flat());
