import { birthDefectDocumentResponseSchema } from '@medkompass/contracts/document-by-id.ts';
import type { BirthDefectDocument } from '@medkompass/contracts/documents.ts';
import { useDocument, type DocumentPageState } from '../../../lib/documents/get-document.ts';

/** GET /api/birthdefect/document/:id: one whole fetal-impact document, for its page. */
export function useBirthDefectDocument(id: string): DocumentPageState<BirthDefectDocument> {
  return useDocument('birthdefect', birthDefectDocumentResponseSchema, id);
}
