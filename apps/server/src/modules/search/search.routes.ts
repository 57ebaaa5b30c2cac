import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@medkompass/contracts/search.ts';
import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** Name search over products and substances (DESIGN §2). */
export function searchRoutes(
  app: FastifyInstance,
  kb: KnowledgeBaseHolder,
  caching: KbCaching,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      ...caching.hooks('public'),
    },
    (request) => ({
      hits: kb.store.searchNames(request.query.q, request.query.limit, request.query.lang),
    }),
  );
}
