import * as z from 'zod/mini';
import {
  birthDefectDocumentSchema,
  genderDocumentSchema,
  genusDocumentSchema,
  lactationDocumentSchema,
} from './documents.ts';

/**
 * A document page (specification §2: /amning/{document}, /fosterpaverkan/{document},
 * /genus/{document}) shows one whole document. Its call answers with the document as the
 * knowledge base holds it, or 404 `not_found` in the one error shape when the source has no
 * document with that id. The source's access rules apply as to its search-list call.
 */
export const documentIdParamsSchema = z.object({
  /** The knowledge base's document id, e.g. 'lact-kodein'. */
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type DocumentIdParams = z.infer<typeof documentIdParamsSchema>;

/** GET /api/lactation/document/:id */
export const lactationDocumentResponseSchema = lactationDocumentSchema;
/** GET /api/birthdefect/document/:id */
export const birthDefectDocumentResponseSchema = birthDefectDocumentSchema;
/** GET /api/genus/document/:id (Swedish) */
export const genusDocumentResponseSchema = genusDocumentSchema;
/** GET /api/gender/document/:id (English; specification §2: /en/sexandgender/{document}) */
export const genderDocumentResponseSchema = genderDocumentSchema;
