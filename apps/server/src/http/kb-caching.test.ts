import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { openDatabase } from '../db/database.ts';
import { importBundle } from '../knowledge-base/kb.repository.ts';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { assessmentBundle, P, S, searchQuery } from '../test/assessment-kb.ts';
import type { TestApp } from '../test/test-app.ts';
import { testDatabaseKinds } from '../test/test-database.ts';
import { searchListQuerySchema } from '@medkompass/contracts/search-list.ts';
import { matchesIfNoneMatch } from './kb-caching.ts';

describe('If-None-Match', () => {
  it('matches the tag weakly, in a list, and *', () => {
    expect(matchesIfNoneMatch('W/"1-abc"', 'W/"1-abc"')).toBe(true);
    expect(matchesIfNoneMatch('"1-abc"', 'W/"1-abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"1-abc"', 'W/"1-abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"1-abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"1-abd"', 'W/"1-abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"1-abc"')).toBe(false);
  });
});

describe.each(testDatabaseKinds)('caching of knowledge-base answers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind, {
      KB_RELOAD_INTERVAL_MS: '50',
      KB_CACHE_MAX_AGE_SECONDS: '120',
    });
  });
  afterAll(() => t.close());

  const lactationUrl = `/api/lactation?${searchQuery({ nplIds: [P.CITODON], nslIds: [S.WARFARIN] })}`;

  it('tags an answer and answers 304 while the knowledge base is the same', async () => {
    const first = await t.app.inject({ url: lactationUrl });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-[\w-]{16}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=120');
    const again = await t.app.inject({ url: lactationUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({
      url: lactationUrl,
      headers: { 'if-none-match': 'W/"0-x"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('sends a large answer compressed, the same bytes each time, decoding to the plain answer', async () => {
    const url = `/api/interaction?${searchQuery({ nslIds: Object.values(S) })}`;
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await t.app.inject({
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      const second = await t.app.inject({
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(String(first.headers.vary)).toContain('accept-encoding');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers a question asked before from its kept answer, without assessing it again', async () => {
    const url = `/api/interaction?${searchQuery({ nslIds: [S.WARFARIN, S.IBUPROFEN, S.KODEIN] })}`;
    const assessing = vi.spyOn(BundleKnowledgeBase.prototype, 'interactionEdgesFrom');
    try {
      const first = await t.app.inject({ url });
      expect(assessing).toHaveBeenCalled();
      assessing.mockClear();
      const second = await t.app.inject({ url });
      expect(assessing).not.toHaveBeenCalled();
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
      // Another question is assessed.
      await t.app.inject({ url: `/api/interaction?nslIds=${S.WARFARIN}&nslIds=${S.KODEIN}` });
      expect(assessing).toHaveBeenCalled();
    } finally {
      assessing.mockRestore();
    }
  });

  it('answers a kept question without parsing its query again, and a 304 to its tag', async () => {
    const url = `/api/interaction?${searchQuery({ nslIds: [S.WARFARIN, S.IBUPROFEN] })}`;
    const parsing = vi.spyOn(searchListQuerySchema._zod, 'run');
    try {
      const first = await t.app.inject({ url });
      expect(parsing).toHaveBeenCalled();
      parsing.mockClear();
      const second = await t.app.inject({ url });
      expect(parsing).not.toHaveBeenCalled();
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
      const notModified = await t.app.inject({
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
      expect(parsing).not.toHaveBeenCalled();
      // A URL without a kept answer is parsed, and a bad one refused, as before.
      const bad = await t.app.inject({
        url: '/api/interaction?nslIds=bad',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(bad.statusCode).toBe(400);
      expect(parsing).toHaveBeenCalled();
    } finally {
      parsing.mockRestore();
    }
  });

  it('keeps answers that depend on the caller private, and errors out of caches', async () => {
    const interaction = await t.app.inject({ url: `/api/interaction?nslIds=${S.WARFARIN}` });
    expect(interaction.headers['cache-control']).toBe('private, max-age=120');
    const bad = await t.app.inject({ url: '/api/lactation?nslIds=bad' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });

  it('changes the tag when another knowledge base is imported', async () => {
    const before = await t.app.inject({ url: lactationUrl });
    const bundle = assessmentBundle();
    bundle.manifest.kbVersion = 'assessment-test-2';
    bundle.lactationDocuments = bundle.lactationDocuments.filter((d) => d.id !== 'lact-warfarin');
    const { db } = openDatabase(t.database.url);
    try {
      await importBundle(db, bundle, new Date());
    } finally {
      await db.destroy();
    }
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: '/api/kb/info' })).json<{ kbVersion: string }>().kbVersion,
      )
      .toBe('assessment-test-2');
    const after = await t.app.inject({
      url: lactationUrl,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ results: { type: string }[] }>().results[1]?.type).toBe('substance');
  });
});
