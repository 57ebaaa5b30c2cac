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
import { searchListQuerySchema } from '@medkompass/contracts/search-list.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { DocumentIndex, LinkedDocument } from '../../knowledge-base/document-index.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import type { KbRouteContext } from '../access/route-context.ts';
import { documentResults, type Language } from './document-results.ts';

/**
 * The document sources of specification §7. Each answers the search list (nslIds, nplIds) with
 * one result per entry and the documents they refer to (contracts/document-results.ts).
 */
export function documentRoutes(
  app: FastifyInstance,
  { kb, access, caching }: KbRouteContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  function documentRoute<D extends LinkedDocument>(
    url: string,
    source: SourceName,
    response: z.ZodType<{ results: DocumentResult[]; documents: D[] }>,
    indexOf: (store: KnowledgeBaseStore) => DocumentIndex<D>,
    language: Language = 'sv',
  ): void {
    typed.get(
      url,
      {
        schema: { querystring: searchListQuerySchema, response: { 200: response } },
        // Njurfunktion depends on the caller's country, so only the caller may keep it.
        ...caching.hooks(source === 'njurfunktion' ? 'private' : 'public', access.guard(source)),
      },
      (request) => documentResults(kb.store, indexOf(kb.store), request.query, language),
    );
  }

  documentRoute('/api/njurfunktion', 'njurfunktion', renalResponseSchema, (s) => s.renal);
  documentRoute('/api/lactation', 'lactation', lactationResponseSchema, (s) => s.lactation);
  documentRoute('/api/birthdefect', 'birthdefect', birthDefectResponseSchema, (s) => s.birthDefect);
  documentRoute('/api/genus', 'genus', genusResponseSchema, (s) => s.genus);
  // English sex-and-gender documents: the genus source, in English.
  documentRoute('/api/gender', 'genus', genderResponseSchema, (s) => s.gender, 'en');
}
