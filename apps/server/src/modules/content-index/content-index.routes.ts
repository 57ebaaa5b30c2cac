import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentIndexParamsSchema,
  contentIndexQuerySchema,
  contentIndexResponseSchema,
} from '@medkompass/contracts/content-index.ts';
import type { ContentIndexSource } from '@medkompass/contracts/content-index-paths.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import type { KbRouteContext } from '../access/route-context.ts';
import { ContentIndexes } from '@medkompass/assessment/content-index.ts';

/** The assessment source whose switch and access rules an index follows. */
const SOURCE_OF_INDEX: Record<ContentIndexSource, SourceName> = {
  birthdefect: 'birthdefect',
  lactation: 'lactation',
  genus: 'genus',
  sexandgender: 'genus',
};

/**
 * GET /api/content-index/:source?char=&classification=&offset=&limit=: the documents of a source
 * for the content index pages (specification §2 '/content/{source}'), a page at a time.
 */
export function contentIndexRoutes(
  app: FastifyInstance,
  { kb, access, caching }: KbRouteContext,
): void {
  // Built once per loaded knowledge base; a new import brings a new store and new indexes.
  const built = new WeakMap<KnowledgeBaseStore, ContentIndexes>();
  const indexesOf = (store: KnowledgeBaseStore): ContentIndexes => {
    let indexes = built.get(store);
    if (!indexes) {
      indexes = new ContentIndexes(store.sections);
      built.set(store, indexes);
    }
    return indexes;
  };
  const guard = async (request: FastifyRequest) => {
    const { source } = contentIndexParamsSchema.parse(request.params);
    await access.guard(SOURCE_OF_INDEX[source])(request);
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content-index/:source',
    {
      schema: {
        params: contentIndexParamsSchema,
        querystring: contentIndexQuerySchema,
        response: { 200: contentIndexResponseSchema },
      },
      ...caching.hooks('public', guard),
    },
    (request) => indexesOf(kb.store).page(request.params.source, request.query),
  );
}
