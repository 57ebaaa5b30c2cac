import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '@medkompass/contracts/health.ts';
import type { Database } from '../../db/schema.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import { pingDatabase } from './health.repository.ts';

/** Liveness (the process answers) and readiness (database reachable, knowledge base loaded). */
export function healthRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  kb: KnowledgeBaseHolder,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
  }));

  typed.get(
    '/api/ready',
    { schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
    async (request, reply) => {
      const database = await pingDatabase(db).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'Readiness: database unreachable');
          return false;
        },
      );
      const manifest = kb.isLoaded ? kb.store.manifest : null;
      const ready = database && manifest !== null;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        checks: { database, knowledgeBase: manifest !== null },
        kb: manifest && { kbVersion: manifest.kbVersion, isDemo: manifest.isDemo },
      });
    },
  );
}
