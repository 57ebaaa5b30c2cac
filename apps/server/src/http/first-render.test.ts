import pino from 'pino';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { KnowledgeBaseHolder } from '../knowledge-base/kb-holder.ts';
import { firstRenderState, withFirstRenderState } from './first-render.ts';

const config = { ENVIRONMENT: undefined, API_URL: '', CMS_URL: '', PRODUCT_NAME: 'medkompass' };
const logger = pino({ level: 'silent' });

/** A database whose message query answers with `execute` (never, or by failing). */
function databaseAnswering(execute: () => Promise<unknown>): Kysely<Database> {
  const query = { selectAll: () => query, orderBy: () => query, execute };
  return { selectFrom: () => query } as unknown as Kysely<Database>;
}

describe('the first-render state', () => {
  it('comes without the messages when the database does not answer, instead of waiting', async () => {
    const db = databaseAnswering(() => new Promise(() => undefined));
    const state = await firstRenderState(
      { config, kb: new KnowledgeBaseHolder(), db, logger },
      'localhost',
      '/interaktioner?nslIds=IDTESTWARFARIN',
    );
    expect(state).toEqual({
      env: { API_URL: '', environment: 'env-dev', CMS_URL: '', PRODUCT_NAME: 'medkompass' },
    });
  });

  it('comes without the messages when the database fails, and without a knowledge base not loaded yet', async () => {
    const db = databaseAnswering(() => Promise.reject(new Error('connection refused')));
    const state = await firstRenderState(
      { config, kb: new KnowledgeBaseHolder(), db, logger },
      'localhost',
      '/interaktioner?nslIds=IDTESTWARFARIN',
    );
    expect(state.messages).toBeUndefined();
    expect(state.kbInfo).toBeUndefined();
  });

  it('goes at the end of the head, or first when the page has none', () => {
    const state = {
      env: { API_URL: '', environment: 'env-dev' as const, CMS_URL: '', PRODUCT_NAME: 'm' },
    };
    expect(
      withFirstRenderState('<html><head><title>x</title></head><body></body></html>', state),
    ).toMatch(
      /<title>x<\/title><script type="application\/json" id="first-render-state">\{.*\}<\/script>\n<\/head>/,
    );
    expect(withFirstRenderState('<p>x</p>', state)).toMatch(/^<script type="application\/json"/);
  });
});
