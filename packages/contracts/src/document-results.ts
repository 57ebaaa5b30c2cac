import * as z from 'zod/mini';
import {
  birthDefectDocumentSchema,
  genderDocumentSchema,
  genusDocumentSchema,
  lactationDocumentSchema,
  renalDocumentSchema,
} from './documents.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';
import { administrationSchema, drugProductTypeSchema } from './product.ts';

/*
 * The document sources (njurfunktion, lactation, birthdefect, genus, gender) answer each entry of
 * the search list with one result of the types of specification §3. Which documents apply:
 *
 * - A substance stands for its family: itself, its parent (topParent) and its children. A
 *   document on the parent applies to a searched salt, and a salt's document to the searched
 *   parent; siblings do not stand for each other.
 * - A document's `nplIds` name the products it is specific to; their administrations are the
 *   document's routes (none: it applies to every route).
 * - For a substance entry: every document linked to its family.
 * - For a product: the documents linked to it by nplId, and those linked to the family of one of
 *   its substances whose routes are none or include the product's administration.
 *
 * Results refer to documents by id; each document is in `documents` once.
 */

// Ids of the applicable documents, each in the response's documents list.
const documentIds = z.array(z.string());
const substanceBase = { nslId: nslIdSchema, name: z.string(), documentIds };

/** A known substance that no document of this source covers: not assessed ('?'). Ids empty. */
const substanceResult = z.object({ type: z.literal('substance'), ...substanceBase });
/** A known substance with exactly one document. */
const substanceSingleDoc = z.object({ type: z.literal('substanceSingleDoc'), ...substanceBase });
/** A known substance with several documents that do not divide by administration. */
const substanceMultiDocs = z.object({ type: z.literal('substanceMultiDocs'), ...substanceBase });
/**
 * A known substance with several documents, each specific to products of some routes, and not
 * all to the same routes (e.g. one for gels, one for tablets): `administrations` lists, per route
 * in the order peroral, parenteral, nonPeroral, topical, the documents for it.
 */
const substanceAdministration = z.object({
  type: z.literal('substanceAdministration'),
  ...substanceBase,
  administrations: z.array(z.object({ administration: administrationSchema, documentIds })),
});
/** An nslId the knowledge base does not know (the client counts it as unidentified). */
const substanceMissing = z.object({ type: z.literal('substanceMissing'), nslId: nslIdSchema });
/** An nplId the knowledge base does not know. */
const productMissing = z.object({ type: z.literal('productMissing'), nplId: nplIdSchema });

const productBase = {
  nplId: nplIdSchema,
  name: z.string(),
  /**
   * Strength and drug form, so a product is named as itself (assessment product-label.ts: 'Ipren
   * 400 mg tablett', 'Ipren 5 % gel'): products of one name may be assessed differently.
   */
  strength: z.string(),
  drugForm: z.object({ name: z.string() }),
  administration: administrationSchema,
  drugProductType: drugProductTypeSchema,
};
/** A product with one substance: the documents that apply to the product (empty: '?'). */
const productSingleSubstance = z.object({
  type: z.literal('productSingleSubstance'),
  ...productBase,
  nslId: nslIdSchema,
  substanceName: z.string(),
  documentIds,
});
/** One substance of a product with several: the documents that apply to it in this product. */
export const productSubstanceResultSchema = z.object({
  type: z.literal('productSubstance'),
  nslId: nslIdSchema,
  name: z.string(),
  documentIds,
});
/**
 * A product with several substances: one productSubstance per substance, and in `documentIds`
 * the documents linked to the product itself that concern none of its substances.
 */
const productMultiSubstance = z.object({
  type: z.literal('productMultiSubstance'),
  ...productBase,
  documentIds,
  substances: z.array(productSubstanceResultSchema),
});

/** The result for one entry of the search list: products first, then substances, as asked. */
export const documentResultSchema = z.discriminatedUnion('type', [
  substanceResult,
  substanceSingleDoc,
  substanceMultiDocs,
  substanceAdministration,
  substanceMissing,
  productMissing,
  productSingleSubstance,
  productMultiSubstance,
]);
export type DocumentResult = z.infer<typeof documentResultSchema>;
export type DocumentResultType = DocumentResult['type'] | 'productSubstance';

function documentSourceResponse<D extends z.core.$ZodType>(documentSchema: D) {
  return z.object({ results: z.array(documentResultSchema), documents: z.array(documentSchema) });
}

/** GET /api/njurfunktion?nslIds=…&nplIds=… */
export const renalResponseSchema = documentSourceResponse(renalDocumentSchema);
export type RenalResponse = z.infer<typeof renalResponseSchema>;
/** GET /api/lactation?nslIds=…&nplIds=… */
export const lactationResponseSchema = documentSourceResponse(lactationDocumentSchema);
/** GET /api/birthdefect?nslIds=…&nplIds=… */
export const birthDefectResponseSchema = documentSourceResponse(birthDefectDocumentSchema);
/** GET /api/genus?nslIds=…&nplIds=… (Swedish) */
export const genusResponseSchema = documentSourceResponse(genusDocumentSchema);
/** GET /api/gender?nslIds=… (English documents; names are English where the KB has them) */
export const genderResponseSchema = documentSourceResponse(genderDocumentSchema);
