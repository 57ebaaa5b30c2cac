import { lactationDocumentResponseSchema } from '@medkompass/contracts/document-by-id.ts';
import type { LactationDocument } from '@medkompass/contracts/documents.ts';
import { useDocument, type DocumentPageState } from '../../../lib/documents/get-document.ts';

/** GET /api/lactation/document/:id: one whole lactation document, for its page. */
export function useLactationDocument(id: string): DocumentPageState<LactationDocument> {
  return useDocument('lactation', lactationDocumentResponseSchema, id);
}
