import {
  genderDocumentResponseSchema,
  genusDocumentResponseSchema,
} from '@medkompass/contracts/document-by-id.ts';
import type { GenusDocument } from '@medkompass/contracts/documents.ts';
import { useDocument, type DocumentPageState } from '../../../lib/documents/get-document.ts';
import type { PageLanguage } from '../../../lib/page-language.ts';

/**
 * GET /api/genus/document/:id (Swedish) or /api/gender/document/:id (English): one whole
 * sex-and-gender document, for its page.
 */
export function useGenusDocument(
  id: string,
  language: PageLanguage,
): DocumentPageState<GenusDocument> {
  const english = language === 'en';
  return useDocument(
    english ? 'gender' : 'genus',
    english ? genderDocumentResponseSchema : genusDocumentResponseSchema,
    id,
  );
}
