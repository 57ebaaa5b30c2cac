import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { matchSitePath } from '@medkompass/assessment/site-routes.ts';
import { contentSlugSchema } from '@medkompass/contracts/content-page.ts';
import {
  FIRST_RENDER_STATE_ID,
  firstRenderStateAsHtml,
  type FirstRenderAboutPage,
  type FirstRenderSearchList,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';
import { MAX_IDS_PER_REQUEST } from '@medkompass/contracts/ids.ts';
import { validSearchListIds } from '@medkompass/contracts/search-list-ids.ts';
import type { Database } from '../../db/schema.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import type { ContentLibrary } from '../content-pages/content-library.ts';
import { envJsonFor, type EnvConfig } from '../env/env.routes.ts';
import { kbInfoOf } from '../kb-info/kb-info.routes.ts';
import { listSystemMessages } from '../messages/messages.repository.ts';
import { productsAnswer } from '../product/product.routes.ts';
import { substancesAnswer } from '../substance/substance.routes.ts';

/** A page never waits longer than this for the database; the app then asks for the messages. */
const MESSAGES_WAIT_MS = 300;
/**
 * Nor longer than this for its information page, rendered from Markdown once, shortly after the
 * server starts (app.ts); asked for before that, the app asks /cms for it itself.
 */
const ABOUT_PAGE_WAIT_MS = 300;

/** The work's result, or undefined when it takes longer than `ms` (it is not cancelled). */
function withinMs<T>(ms: number, work: Promise<T | undefined>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      resolve(undefined);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}

export interface FirstRenderSources {
  config: EnvConfig;
  kb: KnowledgeBaseHolder;
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  /** The information pages when they are ours (CMS_URL empty); null when an outside CMS has them. */
  aboutPages?: Pick<ContentLibrary, 'bySlugOrNull'> | null;
}

/**
 * The page's address parsed from its path and query as requested. The path is always a path:
 * '//x' or '/\\x' resolved against a base would name a host (or throw, as '//' does), so it is
 * put after a fixed origin instead; whatever still cannot be read is the start page.
 */
function pageAddress(pageUrl: string): URL {
  const path = pageUrl.startsWith('/') ? pageUrl : `/${pageUrl}`;
  return URL.parse(`http://page${path}`) ?? new URL('http://page/');
}

/**
 * The names of the search list in the page's address, as the API answers for its ids; none for
 * an address without a list, or with more ids of a kind than the API takes in one call.
 */
function searchListOf(
  store: KnowledgeBaseStore,
  pageUrl: string,
): FirstRenderSearchList | undefined {
  const { nplIds, nslIds } = validSearchListIds(pageAddress(pageUrl).searchParams);
  if (nplIds.length + nslIds.length === 0) return undefined;
  if (nplIds.length > MAX_IDS_PER_REQUEST || nslIds.length > MAX_IDS_PER_REQUEST) return undefined;
  return {
    nplIds,
    products: productsAnswer(store, nplIds),
    nslIds,
    substances: substancesAnswer(store, nslIds),
  };
}

/**
 * The information page of an /about/{tag} address (the site routes' rule), with the fields the
 * web app reads, as /cms/wp-json/wp/v2/pages?slug=… answers it; none for another address, a slug
 * without a page, or pages not rendered within the wait.
 */
async function aboutPageOf(
  pages: Pick<ContentLibrary, 'bySlugOrNull'>,
  pageUrl: string,
  logger: FastifyBaseLogger,
): Promise<FirstRenderAboutPage | undefined> {
  const match = matchSitePath(pageAddress(pageUrl).pathname);
  if (match?.route.lookup?.kind !== 'aboutTag') return undefined;
  const slug = contentSlugSchema.safeParse(match.params.tag);
  if (!slug.success) return undefined;
  const page = await withinMs(
    ABOUT_PAGE_WAIT_MS,
    pages.bySlugOrNull(slug.data).then(
      (found) => found ?? undefined,
      (error: unknown) => {
        logger.warn({ err: error }, 'Information page left out of the page');
        return undefined;
      },
    ),
  );
  if (page === undefined) return undefined;
  return {
    slug: slug.data,
    page: { slug: page.slug, title: page.title, content: page.content },
  };
}

/**
 * What a page shows at its first render, as the API would answer it now (contracts
 * first-render.ts). A part the server cannot give at once (no knowledge base loaded yet, a
 * database that is down or slow) is left out, and the page still comes without waiting: the web
 * app then asks for it itself. `pageUrl` is the page's path and query, as requested.
 */
export async function firstRenderState(
  { config, kb, db, logger, aboutPages }: FirstRenderSources,
  requestHost: string,
  pageUrl: string,
): Promise<FirstRenderState> {
  const [messages, aboutPage] = await Promise.all([
    withinMs(
      MESSAGES_WAIT_MS,
      listSystemMessages(db).catch((error: unknown) => {
        logger.warn({ err: error }, 'System messages left out of the page');
        return undefined;
      }),
    ),
    aboutPages ? aboutPageOf(aboutPages, pageUrl, logger) : undefined,
  ]);
  const searchList = kb.isLoaded ? searchListOf(kb.store, pageUrl) : undefined;
  return {
    env: envJsonFor(config, requestHost),
    ...(kb.isLoaded ? { kbInfo: kbInfoOf(kb.store.manifest) } : {}),
    ...(messages === undefined ? {} : { messages }),
    ...(searchList === undefined ? {} : { searchList }),
    ...(aboutPage === undefined ? {} : { aboutPage }),
  };
}

/** index.html with the state as a JSON data block at the end of its head. */
export function withFirstRenderState(indexHtml: string, state: FirstRenderState): string {
  const block = `<script type="application/json" id="${FIRST_RENDER_STATE_ID}">${firstRenderStateAsHtml(state)}</script>`;
  const headEnd = indexHtml.indexOf('</head>');
  return headEnd === -1
    ? `${block}${indexHtml}`
    : `${indexHtml.slice(0, headEnd)}${block}\n${indexHtml.slice(headEnd)}`;
}
