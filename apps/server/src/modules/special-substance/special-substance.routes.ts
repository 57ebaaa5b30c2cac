import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { specialSubstanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** GET /api/special_substance/all: food, drink and herbs the interactions treat specially (§7). */
export function specialSubstanceRoutes(
  app: FastifyInstance,
  kb: KnowledgeBaseHolder,
  caching: KbCaching,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/special_substance/all',
    {
      schema: { response: { 200: specialSubstanceListResponseSchema } },
      ...caching.hooks('public'),
    },
    () => kb.store.sections.specialSubstances,
  );
}
