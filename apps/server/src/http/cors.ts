import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by @fastify/cors per route: false leaves the route's CORS to the route (CDS Hooks). */
    cors?: false;
  }
}

/**
 * Cross-origin calls only from the configured origins (CORS_ORIGINS), e.g. a record system that
 * calls the API from its own pages. With none configured no CORS header is sent, so browsers
 * allow only our own origin.
 */
export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['etag', 'x-request-id'],
    maxAge: 600,
  });
}
