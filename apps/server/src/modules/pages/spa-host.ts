import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchSitePath } from '@medkompass/assessment/site-routes.ts';
import { errorBody } from '../../http/error-handler.ts';
import {
  firstPaintOf,
  loadFirstPaintRenderer,
  withFirstPaint,
  type FirstPaintRenderer,
} from './first-paint.ts';
import { firstRenderState, withFirstRenderState, type FirstRenderSources } from './first-render.ts';
import { compressedPage } from './page-compression.ts';
import { pageStatusOf, type PageStatusContext } from './page-status.ts';

const ONE_YEAR_SECONDS = 31_536_000;
/** How long after listening the server build of the web app is loaded, unless a page asks first. */
const FIRST_PAINT_LOAD_DELAY_MS = 1_000;

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, and index.html
 * (never cached, so a deploy is seen at once) for page paths — the history fallback — with 200
 * for the site's routes and 404 for others (page-status.ts), so the app shows its 404 page
 * under a 404 status. Unknown /api/* paths get a JSON 404 instead. Without a build (server
 * tests, API-only deployments) only the JSON 404s remain. With the web app's server build beside
 * its build (first-paint.ts, ADR 32), a page comes with its first render as markup.
 */
export async function registerSpaHost(
  app: FastifyInstance,
  distDir: string,
  pages: PageStatusContext & {
    /** Where each page's first-render state comes from (first-render.ts); none in some tests. */
    firstRender?: FirstRenderSources;
    /**
     * Renders a page's first paint from that state; by default the web app's server build
     * beside distDir, when there is one (first-paint.ts). null: none.
     */
    firstPaint?: FirstPaintRenderer | null;
    /** A missing or broken server build is logged as an error in production, else a warning. */
    production?: boolean;
  },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (http/precompress.ts): they are sent as
      // they are to clients that accept them, so nothing is compressed per request.
      preCompressed: true,
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
  // Loaded shortly after the server listens, or by the first page asked for before then (which
  // waits for the load; loading never fails): compiling the web app's server build on the event
  // loop would otherwise hold up the start and the first /api/ready (bench/startup.ts).
  let firstPaintLoad: Promise<FirstPaintRenderer | null> | null = null;
  const loadFirstPaint = (): Promise<FirstPaintRenderer | null> =>
    (firstPaintLoad ??=
      hasBuild && pages.firstRender
        ? pages.firstPaint === undefined
          ? loadFirstPaintRenderer(distDir, app.log, { production: pages.production })
          : Promise.resolve(pages.firstPaint)
        : Promise.resolve(null));
  app.addHook('onListen', (done) => {
    setTimeout(() => {
      void loadFirstPaint();
    }, FIRST_PAINT_LOAD_DELAY_MS).unref();
    done();
  });

  // Read for each page (a few kB), so a new build in place is served at once, as sendFile did;
  // while a deployment swaps the file, the last one read is served.
  let lastIndexHtml: string | null = null;
  const readIndexHtml = async (): Promise<string> => {
    try {
      lastIndexHtml = await fs.promises.readFile(indexFile, 'utf8');
    } catch (error) {
      if (lastIndexHtml === null) throw error;
      app.log.warn({ err: error }, 'index.html could not be read: the last one read is served');
    }
    return lastIndexHtml;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // '//x' and '/\\x' are no page of ours: a browser reads them as another host's address, so
    // they are answered as not found, never as a page whose links would resolve against them.
    if (/^\/[/\\]/.test(pathname)) {
      return reply
        .status(404)
        .send(errorBody('not_found', 'Det finns ingen sida på den adressen.'));
    }
    // A page path may hold a dot (a drug name such as 'Levaxin 0.1 mg'), a file path always does.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      (path.extname(pathname) === '' || matchSitePath(pathname) !== null);
    if (hasBuild && isPageRequest) {
      const indexHtml = await readIndexHtml();
      let html = indexHtml;
      if (pages.firstRender) {
        const state = await firstRenderState(pages.firstRender, request.host, request.url);
        html = withFirstRenderState(indexHtml, state);
        const firstPaint = await loadFirstPaint();
        // Only the path and query are read: the origin is a placeholder, not the Host header.
        const paint =
          firstPaint &&
          (await firstPaintOf(
            firstPaint,
            { url: `http://localhost${request.url}`, cookies: request.headers.cookie ?? '', state },
            request.log,
          ));
        if (paint) html = withFirstPaint(html, paint);
      }
      return reply
        .status(pageStatusOf(pathname, pages))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await compressedPage(request, reply, html));
    }
    return reply
      .status(404)
      .send(errorBody('not_found', `Det finns ingen resurs på ${request.method} ${pathname}`));
  });
}
