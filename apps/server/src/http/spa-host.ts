import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, and index.html
 * (never cached, so a deploy is seen at once) for every client route — the history fallback.
 * Unknown /api/* paths get a JSON 404 instead. Without a build (server tests, API-only
 * deployments) only the JSON 404s remain.
 */
export async function registerSpaHost(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'No web build found: serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/') &&
      path.extname(request.url.split('?')[0] ?? '') === '';
    if (hasBuild && isPageRequest) {
      // The client router decides between a page and its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(
        errorBody(
          'not_found',
          `Det finns ingen resurs på ${request.method} ${request.url.split('?')[0] ?? ''}`,
        ),
      );
  });
}
