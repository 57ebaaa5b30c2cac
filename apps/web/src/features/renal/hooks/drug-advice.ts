import type { SeverityLetter } from '@medkompass/clinical/severity-scale.ts';
import type { RenalBand } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { RenalDocument } from '@medkompass/contracts/documents.ts';
import type { RenalResponse } from '../../../lib/assessment/get-renal.ts';

/** One document's advice for the band shown. */
export interface DocumentAdvice {
  document: RenalDocument;
  /** The class at the band: A–D, '?' (no recommendation for the band), 'none' (90 and above). */
  renalClass: SeverityLetter | '?' | 'none';
  recommendations: RenalDocument['recommendations'];
}

/** One drug of the search list (or one substance of a combination product) and its advice. */
export interface DrugAdvice {
  key: string;
  name: string;
  /** The product the substance is part of, for a combination product. */
  productName: string | null;
  /** Empty: the source has not assessed it ('?'). */
  documents: DocumentAdvice[];
}

function unitsOf(
  result: DocumentResult,
): { key: string; name: string; product: string | null; ids: string[] }[] {
  switch (result.type) {
    case 'substanceMissing':
    case 'productMissing':
      // Unknown to the knowledge base: the search tags already warn about it.
      return [];
    case 'productMultiSubstance':
      return result.substances.map((substance) => ({
        key: `${result.nplId}:${substance.nslId}`,
        name: substance.name,
        product: result.name,
        ids: [...substance.documentIds, ...result.documentIds],
      }));
    case 'productSingleSubstance':
      return [{ key: result.nplId, name: result.name, product: null, ids: result.documentIds }];
    case 'substance':
    case 'substanceSingleDoc':
    case 'substanceMultiDocs':
    case 'substanceAdministration':
      return [{ key: result.nslId, name: result.name, product: null, ids: result.documentIds }];
  }
}

/**
 * Every drug of the list with its renal documents' recommendations for `band` (null: none
 * shown yet), in the order of the search list. The classes come from packages/clinical.
 */
export function drugAdvice(response: RenalResponse, band: RenalBand | null): DrugAdvice[] {
  const byId = new Map(response.documents.map((document) => [document.id, document]));
  return response.results.flatMap(unitsOf).map((unit) => ({
    key: unit.key,
    name: unit.name,
    productName: unit.product,
    documents: [...new Set(unit.ids)].flatMap((id): DocumentAdvice[] => {
      const document = byId.get(id);
      if (!document) return [];
      return [
        {
          document,
          renalClass: band === null ? '?' : documentClassAtBand(document, band),
          recommendations: band === null ? [] : recommendationsAtBand(document, band),
        },
      ];
    }),
  }));
}
