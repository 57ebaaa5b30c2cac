import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sideEffectQuerySchema,
  sideEffectResponseSchema,
} from '@medkompass/contracts/side-effects.ts';
import { sideEffectSearch } from '@medkompass/assessment/side-effect-search.ts';
import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/**
 * The side-effect search (/biverkning, ADR 23): the side effects of the search list by organ
 * system, and those matching a term, most frequent first (packages/assessment).
 */
export function sideEffectRoutes(
  app: FastifyInstance,
  kb: KnowledgeBaseHolder,
  caching: KbCaching,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/side-effects',
    {
      schema: { querystring: sideEffectQuerySchema, response: { 200: sideEffectResponseSchema } },
      ...caching.hooks('public'),
    },
    (request) => {
      const { q, ...list } = request.query;
      return sideEffectSearch(kb.store, list, q);
    },
  );
}
