import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { SearchEntry, SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { productLabel } from '../product-label.ts';
import type { AssessmentKnowledgeBase } from '../knowledge-base.ts';
import type { ReviewEntry } from './review-types.ts';

export const productKey = (nplId: string): string => `npl:${nplId}`;
export const substanceKey = (nslId: string): string => `nsl:${nslId}`;

/** The list's entries, products first, as the tabs list them (document-results.ts). */
export function reviewEntries(kb: AssessmentKnowledgeBase, list: SearchListQuery): ReviewEntry[] {
  const products = list.nplIds.map((nplId): ReviewEntry => {
    const product = kb.product(nplId);
    return {
      key: productKey(nplId),
      nplId,
      nslId: null,
      label: product ? productLabel(product) : nplId,
      atcCodes: product?.atcCodes ?? [],
      found: product !== undefined,
    };
  });
  const substances = list.nslIds.map((nslId): ReviewEntry => {
    const substance = kb.substance(nslId);
    return {
      key: substanceKey(nslId),
      nplId: null,
      nslId,
      label: substance?.names.find((n) => n.language === 'sv')?.name ?? substance?.name ?? nslId,
      atcCodes: substance?.atcCodes ?? [],
      found: substance !== undefined,
    };
  });
  return [...products, ...substances];
}

/** The entry a search entry of an interaction stands for: its product, else the substance. */
export const searchEntryKey = (entry: SearchEntry): string =>
  entry.nplId === null ? substanceKey(entry.nslId) : productKey(entry.nplId);

/** The entry of a document result, by its product or substance id. */
export function documentResultKey(result: DocumentResult): string {
  return 'nplId' in result ? productKey(result.nplId) : substanceKey(result.nslId);
}

/**
 * Every document id a document result refers to: its own, a combination product's substances',
 * and those of each administration, each once.
 */
export function documentIdsOfResult(result: DocumentResult): string[] {
  const ids: string[] = 'documentIds' in result ? [...result.documentIds] : [];
  if (result.type === 'productMultiSubstance')
    ids.push(...result.substances.flatMap((s) => s.documentIds));
  if (result.type === 'substanceAdministration')
    ids.push(...result.administrations.flatMap((a) => a.documentIds));
  return [...new Set(ids)];
}

/** An entry's label by its key. */
export function labelOf(entries: readonly ReviewEntry[], key: string): string {
  // Stryker disable next-line OptionalChaining: every key a rule passes is one of the entries'
  return entries.find((e) => e.key === key)?.label ?? key;
}

/**
 * The documents of each known entry of a document source's answer (documentResults), by the
 * entry's key; an unknown id is the review's own gap, not the source's.
 */
export function documentsPerEntry<D extends { id: string }>(answer: {
  results: readonly DocumentResult[];
  documents: readonly D[];
}): { key: string; documents: D[] }[] {
  const byId = new Map(answer.documents.map((d) => [d.id, d]));
  return answer.results
    .filter((r) => r.type !== 'productMissing' && r.type !== 'substanceMissing')
    .map((result) => ({
      key: documentResultKey(result),
      // Stryker disable next-line ArrayDeclaration: every id of a result is among its documents
      documents: documentIdsOfResult(result).flatMap((id) => byId.get(id) ?? []),
    }));
}
