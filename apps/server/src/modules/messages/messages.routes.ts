import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { systemMessageListResponseSchema } from '@medkompass/contracts/messages.ts';
import type { Database } from '../../db/schema.ts';
import { listSystemMessages } from './messages.repository.ts';

/**
 * GET /api/messages: the operators' messages (managed with `npm run messages`). Read from the
 * database on each call, so a message added on one instance shows on all at once.
 */
export function messagesRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/messages',
      { schema: { response: { 200: systemMessageListResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return listSystemMessages(db);
      },
    );
}
