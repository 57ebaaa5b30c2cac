import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  interactionListResponseSchema,
  interactionQuerySchema,
} from '@medkompass/contracts/interaction.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** GET /api/interaction?nslIds=…: every assessed pair among the substances (specification §7). */
export function interactionRoutes(app: FastifyInstance, kb: KnowledgeBaseHolder): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/interaction',
    {
      schema: {
        querystring: interactionQuerySchema,
        response: { 200: interactionListResponseSchema },
      },
    },
    (request) => kb.store.interactionsAmong(request.query.nslIds),
  );
}
