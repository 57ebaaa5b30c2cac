import pino from 'pino';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';
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

  describe('an information page', () => {
    const page = {
      id: 7,
      slug: 'om-medkompass',
      modified: '2026-11-01T00:00:00.000Z',
      lang: 'sv' as const,
      tags: ['om'],
      title: { rendered: 'Om Medkompass' },
      content: { rendered: '<p>Demodata.</p>' },
    };
    const pages = (answer: (slug: string) => Promise<typeof page | null>) => {
      const asked: string[] = [];
      return {
        asked,
        bySlugOrNull: (slug: string) => {
          asked.push(slug);
          return answer(slug);
        },
      };
    };
    const db = databaseAnswering(() => Promise.resolve([]));
    const stateFor = (pageUrl: string, aboutPages: ReturnType<typeof pages> | null) =>
      firstRenderState(
        { config, kb: new KnowledgeBaseHolder(), db, logger, aboutPages },
        'localhost',
        pageUrl,
      );

    it('comes with its page, the fields the app reads, in Swedish and English', async () => {
      const library = pages((slug) => Promise.resolve(slug === 'om-medkompass' ? page : null));
      for (const pageUrl of ['/about/om-medkompass', '/en/about/om-medkompass?x=1']) {
        expect((await stateFor(pageUrl, library)).aboutPage).toEqual({
          slug: 'om-medkompass',
          page: { slug: 'om-medkompass', title: page.title, content: page.content },
        });
      }
    });

    it('comes without it for an unknown slug, another page, or pages from an outside CMS', async () => {
      const library = pages(() => Promise.resolve(null));
      expect((await stateFor('/about/finns-inte', library)).aboutPage).toBeUndefined();
      expect((await stateFor('/about/Inte%20en%20slug', library)).aboutPage).toBeUndefined();
      expect((await stateFor('/interaktioner', library)).aboutPage).toBeUndefined();
      expect(library.asked).toEqual(['finns-inte']);
      expect((await stateFor('/about/om-medkompass', null)).aboutPage).toBeUndefined();
    });

    it('comes without it, instead of waiting, while the pages are still being rendered', async () => {
      const library = pages(() => new Promise(() => undefined));
      const state = await stateFor('/about/om-medkompass', library);
      expect(state.aboutPage).toBeUndefined();
      expect(state.env.PRODUCT_NAME).toBe('medkompass');
    });
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
