import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  substanceListResponseSchema,
  substanceQuerySchema,
} from '@medkompass/contracts/substance.ts';
import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import { substanceDetail } from '@medkompass/assessment/substance-details.ts';

/** The answer of GET /api/substance for well-formed ids: the known substances among them. */
export function substancesAnswer(store: KnowledgeBaseStore, nslIds: readonly string[]) {
  return store.substancesByIds(nslIds).map((substance) => substanceDetail(store, substance));
}

/** GET /api/substance?ids=…: the known substances among the ids (specification §7). */
export function substanceRoutes(
  app: FastifyInstance,
  kb: KnowledgeBaseHolder,
  caching: KbCaching,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/substance',
    {
      schema: {
        querystring: substanceQuerySchema,
        response: { 200: substanceListResponseSchema },
      },
      ...caching.hooks('public'),
    },
    (request) => substancesAnswer(kb.store, request.query.ids),
  );
}
