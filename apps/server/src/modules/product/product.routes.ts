import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productListResponseSchema, productQuerySchema } from '@medkompass/contracts/product.ts';
import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import { substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import { medicalSourcesOf } from '@medkompass/assessment/medical-sources.ts';

/** The answer of GET /api/product for well-formed ids: the known products among them. */
export function productsAnswer(store: KnowledgeBaseStore, nplIds: readonly string[]) {
  return store.productsByIds(nplIds).map((product) => ({
    ...product,
    medicalSources: medicalSourcesOf(store, substanceIdsOf(product), product.nplId),
  }));
}

/** GET /api/product?ids=…: the known products among the ids (specification §7). */
export function productRoutes(
  app: FastifyInstance,
  kb: KnowledgeBaseHolder,
  caching: KbCaching,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/product',
    {
      schema: { querystring: productQuerySchema, response: { 200: productListResponseSchema } },
      ...caching.hooks('public'),
    },
    (request) => productsAnswer(kb.store, request.query.ids),
  );
}
