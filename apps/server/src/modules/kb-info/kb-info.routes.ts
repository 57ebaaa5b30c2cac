import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import { kbInfoResponseSchema, type KbInfo } from '@medkompass/contracts/kb-info.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** What /api/kb/info says of a knowledge base (also sent inside each page). */
export function kbInfoOf({ kbVersion, name, isDemo, publishedAt }: KbManifest): KbInfo {
  return { kbVersion, name, isDemo, publishedAt };
}

/** Which knowledge base answers, and whether it is demo data (the web app shows a banner). */
export function kbInfoRoutes(app: FastifyInstance, kb: KnowledgeBaseHolder): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/kb/info', { schema: { response: { 200: kbInfoResponseSchema } } }, () =>
      kbInfoOf(kb.store.manifest),
    );
}
