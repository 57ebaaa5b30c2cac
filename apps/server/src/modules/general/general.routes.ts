import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sourceDatesResponseSchema,
  sourceStatusListResponseSchema,
  versionsResponseSchema,
} from '@medkompass/contracts/general.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
import type { Config } from '../../config.ts';
import type { KbRouteContext } from '../access/route-context.ts';

/** The global state the web app loads at start (§3 'Global state'): sources, dates, versions. */
export function generalRoutes(
  app: FastifyInstance,
  { kb, access, caching }: KbRouteContext,
  config: Config,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** Every source and whether it is switched on (SOURCES_DISABLED). */
  typed.get(
    '/api/source',
    { schema: { response: { 200: sourceStatusListResponseSchema } } },
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return sourceNameSchema.options.map((source) => ({
        source,
        active: access.isActive(source),
      }));
    },
  );

  /** When each source's content was updated, from the loaded knowledge base's manifest. */
  typed.get(
    '/api/general/dates',
    { schema: { response: { 200: sourceDatesResponseSchema } }, ...caching.hooks('public') },
    () => kb.store.manifest.sources.map(({ source, updatedAt }) => ({ source, updatedAt })),
  );

  /** The product's and the integrated variant's versions (PRODUCT_VERSION, INTEGRATED_VERSION). */
  typed.get(
    '/api/versions',
    { schema: { response: { 200: versionsResponseSchema } } },
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        versions: { product: config.PRODUCT_VERSION, integrated: config.INTEGRATED_VERSION },
      };
    },
  );
}
