import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@medkompass/contracts/search.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** Name search over products and substances (DESIGN §2). */
export function searchRoutes(app: FastifyInstance, kb: KnowledgeBaseHolder): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/search',
      { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
      (request) => ({ hits: kb.store.searchNames(request.query.q, request.query.limit) }),
    );
}
