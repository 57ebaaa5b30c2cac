import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kbInfoResponseSchema } from '@medkompass/contracts/kb-bundle.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** Which knowledge base answers, and whether it is demo data (the web app shows a banner). */
export function kbInfoRoutes(app: FastifyInstance, kb: KnowledgeBaseHolder): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/kb/info', { schema: { response: { 200: kbInfoResponseSchema } } }, () => {
      const { kbVersion, name, isDemo, publishedAt } = kb.store.manifest;
      return { kbVersion, name, isDemo, publishedAt };
    });
}
