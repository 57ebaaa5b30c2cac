import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FIRST_RENDER_STATE_ID,
  firstRenderStateAsHtml,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { KnowledgeBaseHolder } from '../knowledge-base/kb-holder.ts';
import { envJsonFor } from '../modules/env/env.routes.ts';
import { kbInfoOf } from '../modules/kb-info/kb-info.routes.ts';
import { listSystemMessages } from '../modules/messages/messages.repository.ts';

export interface FirstRenderSources {
  config: Pick<Config, 'ENVIRONMENT' | 'API_URL' | 'CMS_URL' | 'PRODUCT_NAME'>;
  kb: KnowledgeBaseHolder;
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
}

/**
 * What a page shows at its first render, as the API would answer it now (contracts
 * first-render.ts). A part the server cannot give (no knowledge base loaded yet, the database
 * down) is left out, and the page still comes: the web app then asks for it itself.
 */
export async function firstRenderState(
  { config, kb, db, logger }: FirstRenderSources,
  requestHost: string,
): Promise<FirstRenderState> {
  const messages = await listSystemMessages(db).catch((error: unknown) => {
    logger.warn({ err: error }, 'System messages left out of the page');
    return undefined;
  });
  return {
    env: envJsonFor(config, requestHost),
    ...(kb.isLoaded ? { kbInfo: kbInfoOf(kb.store.manifest) } : {}),
    ...(messages === undefined ? {} : { messages }),
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
