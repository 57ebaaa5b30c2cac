import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productListResponseSchema, productQuerySchema } from '@medkompass/contracts/product.ts';
import type { KbCaching } from '../../http/kb-caching.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import { substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import { medicalSourcesOf } from '@medkompass/assessment/medical-sources.ts';

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
    (request) => {
      const { store } = kb;
      return store.productsByIds(request.query.ids).map((product) => ({
        ...product,
        medicalSources: medicalSourcesOf(store, substanceIdsOf(product), product.nplId),
      }));
    },
  );
}
