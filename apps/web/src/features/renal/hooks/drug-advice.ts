import { productLabel } from '@medkompass/assessment/product-label.ts';
import { mostSevere, sortBySeverity, type Grade } from '@medkompass/assessment/severity-order.ts';
import type { SeverityLetter } from '@medkompass/clinical/severity-scale.ts';
import type { RenalBand } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { RenalDocument } from '@medkompass/contracts/documents.ts';
import type { RenalResponse } from '../api/get-renal.ts';
import {
  searchListKey,
  type SearchListEntry,
} from '../../../lib/search-list/search-list-params.ts';

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
  /** The most severe class of its documents at the band; '?' when none gives one. */
  grade: Grade<'renal'>;
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
        product: productLabel(result),
        ids: [...substance.documentIds, ...result.documentIds],
      }));
    case 'productSingleSubstance':
      return [
        { key: result.nplId, name: productLabel(result), product: null, ids: result.documentIds },
      ];
    case 'substance':
    case 'substanceSingleDoc':
    case 'substanceMultiDocs':
    case 'substanceAdministration':
      return [{ key: result.nslId, name: result.name, product: null, ids: result.documentIds }];
  }
}

/** A result's place in the search list (the call asks in sorted order); unknown ones last. */
function inListOrder(
  results: readonly DocumentResult[],
  searchList: readonly SearchListEntry[],
): DocumentResult[] {
  const place = new Map(searchList.map((entry, index) => [searchListKey(entry), index]));
  const placeOf = (result: DocumentResult) =>
    place.get(
      searchListKey(
        'nplId' in result
          ? { kind: 'product', id: result.nplId }
          : { kind: 'substance', id: result.nslId },
      ),
    ) ?? searchList.length;
  return [...results].sort((a, b) => placeOf(a) - placeOf(b));
}

/**
 * Every drug of the list with its renal documents' recommendations for `band` (null: none
 * shown yet), most severe first at the band (D, C, B, A, no adjustment, then '?'; packages/
 * assessment severity-order.ts), drugs of one class in the order of the search list, and each
 * drug's documents likewise. The classes come from packages/clinical.
 */
export function drugAdvice(
  response: RenalResponse,
  band: RenalBand | null,
  searchList: readonly SearchListEntry[],
): DrugAdvice[] {
  const byId = new Map(response.documents.map((document) => [document.id, document]));
  const results = inListOrder(response.results, searchList);
  const drugs = results.flatMap(unitsOf).map((unit): DrugAdvice => {
    const documents = [...new Set(unit.ids)].flatMap((id): DocumentAdvice[] => {
      const document = byId.get(id);
      if (!document) return [];
      return [
        {
          document,
          renalClass: band === null ? '?' : documentClassAtBand(document, band),
          recommendations: band === null ? [] : recommendationsAtBand(document, band),
        },
      ];
    });
    return {
      key: unit.key,
      name: unit.name,
      productName: unit.product,
      documents: sortBySeverity('renal', documents, (advice) => advice.renalClass),
      grade: mostSevere(
        'renal',
        documents.map((advice) => advice.renalClass),
      ),
    };
  });
  return sortBySeverity('renal', drugs, (drug) => drug.grade);
}
