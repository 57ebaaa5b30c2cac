import { genusDocumentResponseSchema } from '@medkompass/contracts/document-by-id.ts';
import type { GenusDocument } from '@medkompass/contracts/documents.ts';
import { useDocument, type DocumentPageState } from '../../../lib/documents/get-document.ts';

/** GET /api/genus/document/:id: one whole Swedish sex-and-gender document, for its page. */
export function useGenusDocument(id: string): DocumentPageState<GenusDocument> {
  return useDocument('genus', genusDocumentResponseSchema, id);
}
