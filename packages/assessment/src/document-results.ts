import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import {
  administrationSchema,
  type Administration,
  type Product,
} from '@medkompass/contracts/product.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import {
  substanceIdsOf,
  type AssessmentKnowledgeBase,
  type BirthDefectDocument,
  type DocumentLookup,
  type GenderDocument,
  type GenusDocument,
  type LactationDocument,
  type LinkedDocument,
  type RenalDocument,
} from './knowledge-base.ts';
import { substanceName } from './substance-name.ts';

export type Language = 'sv' | 'en';

/** The calls answered with documents (specification §7); gender is genus in English. */
export type DocumentCall = 'njurfunktion' | 'lactation' | 'birthdefect' | 'genus' | 'gender';

/** A document call's answer for a search list, from the source's documents in its language. */
export function documentCallResults(
  kb: AssessmentKnowledgeBase,
  call: DocumentCall,
  list: SearchListQuery,
) {
  switch (call) {
    case 'njurfunktion':
      return documentResults(kb, kb.renal, list, 'sv');
    case 'lactation':
      return documentResults(kb, kb.lactation, list, 'sv');
    case 'birthdefect':
      return documentResults(kb, kb.birthDefect, list, 'sv');
    case 'genus':
      return documentResults(kb, kb.genus, list, 'sv');
    case 'gender':
      return documentResults(kb, kb.gender, list, 'en');
  }
}

/** The document type each call answers with. */
export interface DocumentOfCall {
  njurfunktion: RenalDocument;
  lactation: LactationDocument;
  birthdefect: BirthDefectDocument;
  genus: GenusDocument;
  gender: GenderDocument;
}

/** The documents of a call, in its language. */
export function documentLookupOf<C extends DocumentCall>(
  kb: AssessmentKnowledgeBase,
  call: C,
): DocumentLookup<DocumentOfCall[C]> {
  const lookups: { [K in DocumentCall]: DocumentLookup<DocumentOfCall[K]> } = {
    njurfunktion: kb.renal,
    lactation: kb.lactation,
    birthdefect: kb.birthDefect,
    genus: kb.genus,
    gender: kb.gender,
  };
  return lookups[call];
}

/** One whole document of a call by its id (a document page); undefined when there is none. */
export function documentById<C extends DocumentCall>(
  kb: AssessmentKnowledgeBase,
  call: C,
  id: string,
): DocumentOfCall[C] | undefined {
  return documentLookupOf(kb, call).byId(id);
}

/**
 * The answer of a document source for a search list: one result per entry (the result types of
 * contracts/document-results.ts, which also states which documents apply) and every document
 * referred to, once, in the order first referred to.
 */
export function documentResults<D extends LinkedDocument>(
  kb: AssessmentKnowledgeBase,
  index: DocumentLookup<D>,
  list: SearchListQuery,
  language: Language,
): { results: DocumentResult[]; documents: D[] } {
  const documents = new Map<string, D>();
  const ids = (docs: readonly D[]): string[] => {
    for (const doc of docs) documents.set(doc.id, doc);
    return docs.map((doc) => doc.id);
  };
  const nameOf = (nslId: string): string => {
    const substance = kb.substance(nslId);
    return substance === undefined ? nslId : substanceName(substance, language);
  };
  const familyDocuments = (nslId: string): D[] =>
    unique(kb.familyOf(nslId).flatMap((id) => index.forSubstance(id)));

  const substanceResult = (nslId: string): DocumentResult => {
    if (!kb.substance(nslId)) return { type: 'substanceMissing', nslId };
    const docs = familyDocuments(nslId);
    const base = { nslId, name: nameOf(nslId), documentIds: ids(docs) };
    if (docs.length === 0) return { type: 'substance', ...base };
    if (docs.length === 1) return { type: 'substanceSingleDoc', ...base };
    const administrations = byAdministration(docs, index);
    if (administrations === null) return { type: 'substanceMultiDocs', ...base };
    return { type: 'substanceAdministration', ...base, administrations };
  };

  const productResult = (nplId: string): DocumentResult => {
    const product = kb.product(nplId);
    if (!product) return { type: 'productMissing', nplId };
    const direct = index.forProduct(nplId);
    const forSubstance = (nslId: string): D[] => {
      const family = kb.familyOf(nslId);
      const linked = direct.filter((doc) => doc.nslIds.some((id) => family.includes(id)));
      const general = familyDocuments(nslId).filter((doc) => appliesToForm(doc, product, index));
      return unique([...linked, ...general]);
    };
    const base = {
      nplId,
      name: product.name,
      strength: product.strength,
      // The form in the call's language, as the substances' names are.
      drugForm: {
        name:
          language === 'en'
            ? (product.drugForm.nameEn ?? product.drugForm.name)
            : product.drugForm.name,
      },
      administration: product.drugForm.administration,
      drugProductType: product.drugProductType,
    };
    const [only, ...others] = substanceIdsOf(product);
    if (only !== undefined && others.length === 0) {
      return {
        type: 'productSingleSubstance',
        ...base,
        nslId: only,
        substanceName: nameOf(only),
        documentIds: ids(unique([...direct, ...forSubstance(only)])),
      };
    }
    const substances = substanceIdsOf(product).map((nslId) => ({
      type: 'productSubstance' as const,
      nslId,
      name: nameOf(nslId),
      documentIds: ids(forSubstance(nslId)),
    }));
    const families = substanceIdsOf(product).flatMap((nslId) => kb.familyOf(nslId));
    const productLevel = direct.filter((doc) => !doc.nslIds.some((id) => families.includes(id)));
    return { type: 'productMultiSubstance', ...base, documentIds: ids(productLevel), substances };
  };

  const results = [...list.nplIds.map(productResult), ...list.nslIds.map(substanceResult)];
  return { results, documents: [...documents.values()] };
}

function unique<D extends LinkedDocument>(docs: readonly D[]): D[] {
  return [...new Map(docs.map((doc) => [doc.id, doc])).values()];
}

/** A document specific to some routes applies to a product only if the product's is one. */
function appliesToForm<D extends LinkedDocument>(
  doc: D,
  product: Product,
  index: DocumentLookup<D>,
): boolean {
  const routes = index.routesOf(doc);
  return routes.length === 0 || routes.includes(product.drugForm.administration);
}

/**
 * Documents divided by administration, when every one is specific to some routes and they are not
 * all for the same routes; otherwise null.
 */
function byAdministration<D extends LinkedDocument>(
  docs: readonly D[],
  index: DocumentLookup<D>,
): { administration: Administration; documentIds: string[] }[] | null {
  const routeSets = docs.map((doc) => index.routesOf(doc));
  const distinct = new Set(routeSets.map((routes) => [...routes].sort().join(',')));
  if (routeSets.some((routes) => routes.length === 0) || distinct.size < 2) return null;
  return administrationSchema.options.flatMap((administration) => {
    const documentIds = docs
      .filter((_doc, i) => routeSets[i]?.includes(administration))
      .map((doc) => doc.id);
    return documentIds.length === 0 ? [] : [{ administration, documentIds }];
  });
}
