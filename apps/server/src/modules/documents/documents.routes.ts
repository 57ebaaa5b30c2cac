import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  birthDefectResponseSchema,
  genderResponseSchema,
  genusResponseSchema,
  lactationResponseSchema,
  renalResponseSchema,
  type DocumentResult,
} from '@medkompass/contracts/document-results.ts';
import {
  birthDefectDocumentResponseSchema,
  documentIdParamsSchema,
  genderDocumentResponseSchema,
  genusDocumentResponseSchema,
  lactationDocumentResponseSchema,
} from '@medkompass/contracts/document-by-id.ts';
import { searchListQuerySchema } from '@medkompass/contracts/search-list.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import {
  documentById,
  documentCallResults,
  type DocumentCall,
} from '@medkompass/assessment/document-results.ts';
import type { LinkedDocument } from '@medkompass/assessment/knowledge-base.ts';
import { notFound } from '../../errors.ts';
import type { KbRouteContext } from '../access/route-context.ts';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Dokumentet finns inte.';

/**
 * The document sources of specification §7. Each answers the search list (nslIds, nplIds) with
 * one result per entry and the documents they refer to (contracts/document-results.ts). The
 * sources with document pages (§2) also answer one whole document by id
 * (contracts/document-by-id.ts), under the same access rules and caching.
 */
export function documentRoutes(
  app: FastifyInstance,
  { kb, access, caching }: KbRouteContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  function documentRoute(
    call: DocumentCall,
    source: SourceName,
    response: z.core.$ZodType<{ results: DocumentResult[]; documents: LinkedDocument[] }>,
  ): void {
    typed.get(
      `/api/${call}`,
      {
        schema: { querystring: searchListQuerySchema, response: { 200: response } },
        // Njurfunktion depends on the caller's country, so only the caller may keep it.
        ...caching.hooks(source === 'njurfunktion' ? 'private' : 'public', access.guard(source)),
      },
      (request) => documentCallResults(kb.store, call, request.query),
    );
  }

  function documentByIdRoute(
    call: Extract<DocumentCall, 'lactation' | 'birthdefect' | 'genus' | 'gender'>,
    response: z.core.$ZodType<LinkedDocument>,
  ): void {
    // The English documents are the genus source's, under its access rules.
    const source: SourceName = call === 'gender' ? 'genus' : call;
    typed.get(
      `/api/${call}/document/:id`,
      {
        schema: { params: documentIdParamsSchema, response: { 200: response } },
        ...caching.hooks('public', access.guard(source)),
      },
      (request) => {
        const document = documentById(kb.store, call, request.params.id);
        if (document === undefined) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
        return document;
      },
    );
  }

  documentRoute('njurfunktion', 'njurfunktion', renalResponseSchema);
  documentRoute('lactation', 'lactation', lactationResponseSchema);
  documentRoute('birthdefect', 'birthdefect', birthDefectResponseSchema);
  documentRoute('genus', 'genus', genusResponseSchema);
  // English sex-and-gender documents: the genus source, in English.
  documentRoute('gender', 'genus', genderResponseSchema);

  documentByIdRoute('lactation', lactationDocumentResponseSchema);
  documentByIdRoute('birthdefect', birthDefectDocumentResponseSchema);
  documentByIdRoute('genus', genusDocumentResponseSchema);
  documentByIdRoute('gender', genderDocumentResponseSchema);
}
