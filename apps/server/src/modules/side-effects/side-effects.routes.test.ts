import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { MAX_IDS_PER_REQUEST } from '@medkompass/contracts/ids.ts';
import { sideEffectResponseSchema } from '@medkompass/contracts/side-effects.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

const demoKb = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../../knowledge-base/demo-kb.json'),
    'utf8',
  ),
) as KbBundle;

describe.each(testDatabaseKinds)('GET /api/side-effects on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = async (url: string) => t.app.inject({ url });

  it('names the drugs of the list that can cause a bleeding, most frequent first', async () => {
    const response = await get(
      '/api/side-effects?nslIds=IDDEMOACETYLSALICYL&nslIds=IDDEMOWARFARIN&q=bl%C3%B6dning',
    );
    expect(response.statusCode).toBe(200);
    const body = sideEffectResponseSchema.parse(response.json());
    expect(body.matches.map((m) => [m.substance, m.term, m.frequency])).toEqual([
      ['warfarin', 'Blödning', 'veryCommon'],
      ['acetylsalicylsyra', 'Blödning från magtarmkanalen', 'uncommon'],
    ]);
    expect(body.organSystems.map((system) => system.label)).toContain('Magtarmkanalen');
    expect(response.headers.etag).toMatch(/^W\//);
  });

  it('groups by organ system without a query, and names substances without data', async () => {
    const body = sideEffectResponseSchema.parse(
      (await get('/api/side-effects?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOALKOHOL')).json(),
    );
    expect(body.matches).toEqual([]);
    expect(body.organSystems.length).toBeGreaterThan(0);
    expect(
      body.organSystems.flatMap((s) => s.effects).every((e) => e.nslId === 'IDDEMOWARFARIN'),
    ).toBe(true);
    expect(body.withoutData.map((w) => w.nslId)).toEqual(['IDDEMOALKOHOL']);
  });

  it('places every side effect of the demo knowledge base in an organ system, none in Övrigt', async () => {
    // At most 200 ids a call (MAX_IDS_PER_REQUEST): the demo is asked in slices.
    const ids = demoKb.sideEffects.map((list) => list.nslId);
    let placed = 0;
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
      const query = ids
        .slice(start, start + MAX_IDS_PER_REQUEST)
        .map((id) => `nslIds=${id}`)
        .join('&');
      const body = sideEffectResponseSchema.parse((await get(`/api/side-effects?${query}`)).json());
      placed += body.organSystems.flatMap((s) => s.effects).length;
      expect(body.organSystems.find((s) => s.id === 'other')?.effects ?? []).toEqual([]);
    }
    expect(placed).toBeGreaterThan(200);
  });

  it('refuses a malformed id or an overlong query with 400, naming the field', async () => {
    for (const url of [
      '/api/side-effects?nslIds=<script>',
      `/api/side-effects?q=${'x'.repeat(101)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('validation');
    }
  });
});
