import type { DocumentResult, DocumentResultType } from '@medkompass/contracts/document-results.ts';
import type { Administration } from '@medkompass/contracts/product.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import { hasValidId, type SearchListEntry } from '../search-list/search-list-params.ts';
import type { PageLanguage } from '../page-language.ts';

/** What the documents of a group apply to, when an entry divides its documents. */
export type DocumentGroupLabel =
  /** Documents for products of one route (substanceAdministration). */
  | { kind: 'administration'; administration: Administration }
  /** One substance of a combination product (productSubstance). */
  | { kind: 'substance'; name: string }
  /** Documents on the combination product itself, concerning none of its substances. */
  | { kind: 'product' };

export interface DocumentGroup<D> {
  key: string;
  label: DocumentGroupLabel | null;
  /** Empty: not assessed by the source ('?'), which the view says plainly. */
  documents: D[];
}

interface ListedBase<D> {
  key: string;
  id: string;
  /** A substance's name; a product's name, strength and form ('Ipren 400 mg tablett'). */
  name: string;
  resultType: DocumentResultType;
  groups: DocumentGroup<D>[];
}

/** One entry of the search list as a document tab shows it. */
export type DocumentEntry<D> =
  /** Not in the knowledge base, or not a well-formed id: said so, never left out. */
  | { key: string; kind: 'product' | 'substance'; id: string; status: 'unidentified' }
  | (ListedBase<D> & { kind: 'substance'; status: 'listed' })
  | (ListedBase<D> & {
      kind: 'product';
      status: 'listed';
      administration: Administration;
      /** The product's substances, by name. */
      substanceNames: string[];
    });

const keyOf = (entry: SearchListEntry) => `${entry.kind}:${entry.id}`;

function resultId(result: DocumentResult): string {
  return 'nplId' in result ? `product:${result.nplId}` : `substance:${result.nslId}`;
}

/**
 * The entries of a document tab, in the order of the search list: each entry's result
 * (contracts/document-results.ts) with its documents looked up, grouped as its result type
 * divides them. A product is named by its name, strength and form, which its result carries (the
 * form already in the call's language), with the strength written as the page's language does.
 */
export function documentEntries<D extends { id: string }>(
  list: readonly SearchListEntry[],
  answer: { results: readonly DocumentResult[]; documents: readonly D[] },
  language: PageLanguage,
): DocumentEntry<D>[] {
  const byId = new Map(answer.documents.map((d) => [d.id, d]));
  const documents = (ids: readonly string[]): D[] => ids.flatMap((id) => byId.get(id) ?? []);
  const results = new Map(answer.results.map((r) => [resultId(r), r]));
  const group = (key: string, ids: readonly string[], label: DocumentGroupLabel | null = null) => ({
    key,
    label,
    documents: documents(ids),
  });

  return list.map((entry): DocumentEntry<D> => {
    const key = keyOf(entry);
    const unidentified = { key, kind: entry.kind, id: entry.id, status: 'unidentified' as const };
    const result = hasValidId(entry) ? results.get(key) : undefined;
    if (result === undefined) return unidentified;
    const listed = { key, id: entry.id, status: 'listed' as const, resultType: result.type };
    switch (result.type) {
      case 'substanceMissing':
      case 'productMissing':
        return unidentified;
      case 'substance':
      case 'substanceSingleDoc':
      case 'substanceMultiDocs':
        return {
          ...listed,
          kind: 'substance',
          name: result.name,
          groups: [group('all', result.documentIds)],
        };
      case 'substanceAdministration':
        return {
          ...listed,
          kind: 'substance',
          name: result.name,
          groups: result.administrations.map((a) =>
            group(a.administration, a.documentIds, {
              kind: 'administration',
              administration: a.administration,
            }),
          ),
        };
      case 'productSingleSubstance':
      case 'productMultiSubstance': {
        const product = {
          ...listed,
          kind: 'product' as const,
          name: productLabel(result, language),
          administration: result.administration,
        };
        if (result.type === 'productSingleSubstance') {
          return {
            ...product,
            substanceNames: [result.substanceName],
            groups: [group('all', result.documentIds)],
          };
        }
        const own =
          result.documentIds.length === 0
            ? []
            : [group('product', result.documentIds, { kind: 'product' })];
        return {
          ...product,
          substanceNames: result.substances.map((s) => s.name),
          groups: [
            ...own,
            ...result.substances.map((s) =>
              group(s.nslId, s.documentIds, { kind: 'substance', name: s.name }),
            ),
          ],
        };
      }
    }
  });
}
