import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  isServerPaintedPartName,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';

/**
 * A page's first paint: the markup of #root, the page's title (escaped HTML) or null, and the
 * names of the markup's parts whose code the browser loads before it hydrates them
 * (apps/web/src/lib/server-painted-lazy.ts).
 */
export interface FirstPaint {
  markup: string;
  title: string | null;
  serverPainted: readonly string[];
}

/** A first paint as a build returns it; a build from before the parts' names returns none. */
type RenderedFirstPaint = Omit<FirstPaint, 'serverPainted'> & {
  serverPainted?: FirstPaint['serverPainted'];
};

/**
 * The web app's first render, from its server build (apps/web/src/entry-server.tsx, ADR 32);
 * null when that render would be a loading message rather than the page.
 */
export type FirstPaintRenderer = (request: {
  url: string;
  cookies: string;
  state: FirstRenderState;
}) => RenderedFirstPaint | null | Promise<RenderedFirstPaint | null>;

/** Where the web app's server build lies: beside its browser build (apps/web/dist-server). */
export function firstPaintModuleOf(distDir: string): string {
  return path.join(path.dirname(path.resolve(distDir)), 'dist-server', 'entry-server.js');
}

/**
 * The renderer of the web app's server build, or null without one (the pages are then sent
 * with an empty #root, and the app renders everything in the browser, as before ADR 32).
 * Without it every page loses its first paint, so its absence is a warning, and an error in
 * production; the server starts all the same, since the pages still work, only later.
 */
export async function loadFirstPaintRenderer(
  distDir: string,
  logger: FastifyBaseLogger,
  { production = false }: { production?: boolean } = {},
): Promise<FirstPaintRenderer | null> {
  const file = firstPaintModuleOf(distDir);
  const report = (details: object, message: string): void => {
    if (production) logger.error(details, message);
    else logger.warn(details, message);
  };
  if (!fs.existsSync(file)) {
    report(
      { file },
      'No server build of the web app (run npm run build): pages have no first paint from the server',
    );
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderFirstPaint?: unknown };
    if (typeof module.renderFirstPaint === 'function') {
      return module.renderFirstPaint as FirstPaintRenderer;
    }
    report({ file }, 'The server build of the web app has no renderFirstPaint');
  } catch (error) {
    report({ err: error, file }, 'The server build of the web app could not be loaded');
  }
  return null;
}

// React writes an attribute's quotes inside a value as &quot;, in text too, so this matches
// attributes only. The page's CSP (style-src 'self') refuses style attributes in markup, where
// the browser app sets them through the DOM, which the CSP allows.
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

/** How long a page waits for its first paint (a route's code loaded from disk), at most. */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * The page's first paint, or null. The renderer works on the event loop for a few milliseconds,
 * and may await a route's code; should it throw (a route that needs the browser) or take longer
 * than `waitMs`, the page goes without it and the app renders everything itself: a page is
 * never refused, nor held up long, for its first paint.
 */
export async function firstPaintOf(
  renderer: FirstPaintRenderer,
  request: Parameters<FirstPaintRenderer>[0],
  logger: FastifyBaseLogger,
  waitMs = FIRST_PAINT_WAIT_MS,
): Promise<FirstPaint | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        resolve('late');
      }, waitMs);
    });
    // The build is another module: what it returns is checked, not assumed.
    const paint: unknown = await Promise.race([renderer(request), late]);
    if (paint === 'late') {
      logger.warn({ waitMs }, 'First paint not rendered in time: the app renders the page itself');
      return null;
    }
    if (!isFirstPaint(paint)) return null;
    return {
      markup: paint.markup.replace(STYLE_ATTRIBUTE, ''),
      title: paint.title,
      serverPainted: paint.serverPainted ?? [],
    };
  } catch (error) {
    logger.warn({ err: error }, 'First paint not rendered: the app renders the page itself');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function isFirstPaint(value: unknown): value is RenderedFirstPaint {
  if (typeof value !== 'object' || value === null) return false;
  const { markup, title, serverPainted } = value as Record<string, unknown>;
  return (
    typeof markup === 'string' &&
    (title === null || typeof title === 'string') &&
    (serverPainted === undefined ||
      (Array.isArray(serverPainted) &&
        serverPainted.every((name) => typeof name === 'string' && isServerPaintedPartName(name))))
  );
}

const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html with the markup in its empty #root and the page's title in place of its own, as
 * the app sets it in the browser; unchanged when it has no empty #root. #root names the parts
 * whose code the browser loads before it hydrates (plain words, checked by firstPaintOf).
 */
export function withFirstPaint(indexHtml: string, paint: FirstPaint): string {
  const at = indexHtml.indexOf(EMPTY_ROOT);
  if (at === -1) return indexHtml;
  // Plain words only, whoever built the paint: nothing else reaches the attribute.
  const names = paint.serverPainted.filter((name) => isServerPaintedPartName(name));
  const parts = names.length === 0 ? '' : ` data-server-painted="${names.join(' ')}"`;
  const page = `${indexHtml.slice(0, at)}<div id="root"${parts}>${paint.markup}</div>${indexHtml.slice(at + EMPTY_ROOT.length)}`;
  const { title } = paint;
  return title === null ? page : page.replace(HEAD_TITLE, () => `<title>${title}</title>`);
}
