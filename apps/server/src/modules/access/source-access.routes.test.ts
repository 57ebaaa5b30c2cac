import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceStatusListResponseSchema } from '@medkompass/contracts/general.ts';
import { bearer } from '../auth/auth-test-helpers.ts';
import { sessionToken, startAssessmentApp } from '../../test/assessment-app.ts';
import { S } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import {
  COUNTRY_BLOCKED_MESSAGE,
  COUNTRY_NOT_ALLOWED_MESSAGE,
  RISKPROFILE_FORBIDDEN_MESSAGE,
  RISKPROFILE_LOGIN_MESSAGE,
  SOURCE_DISABLED_MESSAGE,
} from './source-access.ts';

const US = '8.8.8.8';
const HOME = '127.0.0.1';
const INTERACTION_URLS = [
  `/api/interaction?nslIds=${S.WARFARIN}`,
  `/api/interaction/dataByNslIds?nslIds=${S.WARFARIN}`,
  '/api/interaction_texts?ids=i-warfarin-ibuprofen-mechanism',
];
const RENAL_URL = `/api/njurfunktion?nslIds=${S.METFORMIN}`;
const RISKPROFILE_URLS = [
  `/api/riskprofile?nslIds=${S.WARFARIN}`,
  '/api/riskprofile/riskproperties',
];

describe.each(testDatabaseKinds)('who may read which source, on %s', (kind) => {
  let t: TestApp;
  let full = '';
  let withoutRiskprofile = '';
  beforeAll(async () => {
    t = await startAssessmentApp(kind, {
      COUNTRY_BLOCK_LIST: 'US',
      COUNTRY_ALLOW_LIST: 'SE',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    });
    full = await sessionToken(t, 'full@region.se');
    withoutRiskprofile = await sessionToken(t, 'utan@region.se', ['interactions', 'lactation']);
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, token?: string) =>
    t.app.inject({ url, remoteAddress, ...(token ? { headers: bearer(token) } : {}) });

  it.each(INTERACTION_URLS)('closes %s to a blocked country without login', async (url) => {
    const blocked = await get(url, US);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: { code: 'country_blocked', message: COUNTRY_BLOCKED_MESSAGE },
    });
    expect(blocked.headers.etag).toBeUndefined();
    expect(blocked.headers['cache-control']).toBe('no-store');
    expect((await get(url, HOME)).statusCode).toBe(200);
    expect((await get(url, US, full)).statusCode).toBe(200);
  });

  it.each(INTERACTION_URLS)(
    'closes %s to a blocked country also when its answer is kept for others',
    async (url) => {
      // Asked from home first, so the answer is kept and the next call is answered from there.
      expect((await get(url, HOME)).statusCode).toBe(200);
      const kept = await get(url, HOME);
      expect(kept.statusCode).toBe(200);
      const blocked = await get(url, US);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ error: { code: 'country_blocked' } });
      expect(blocked.headers.etag).toBeUndefined();
      const revalidated = await get(url, US);
      expect(revalidated.statusCode).toBe(403);
    },
  );

  it('closes njurfunktion to a country not allowed, unless logged in', async () => {
    const refused = await get(RENAL_URL, US);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'country_not_allowed', message: COUNTRY_NOT_ALLOWED_MESSAGE },
    });
    expect((await get(RENAL_URL, HOME)).statusCode).toBe(200);
    expect((await get(RENAL_URL, US, withoutRiskprofile)).statusCode).toBe(200);
  });

  it('leaves the other document sources open to every country', async () => {
    for (const source of ['lactation', 'birthdefect', 'genus', 'gender'])
      expect((await get(`/api/${source}?nslIds=${S.WARFARIN}`, US)).statusCode).toBe(200);
  });

  it.each(RISKPROFILE_URLS)('asks for a login at %s without a session', async (url) => {
    const response = await get(url, HOME);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: RISKPROFILE_LOGIN_MESSAGE },
    });
    expect((await get(url, HOME, 'not-a-token')).statusCode).toBe(401);
  });

  it.each(RISKPROFILE_URLS)('refuses %s to a session without the source', async (url) => {
    const response = await get(url, HOME, withoutRiskprofile);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'forbidden', message: RISKPROFILE_FORBIDDEN_MESSAGE },
    });
    expect((await get(url, US, full)).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds)('sources switched off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { SOURCES_DISABLED: 'lactation, interactions' });
  });
  afterAll(() => t.close());

  it('lists every source with its switch', async () => {
    const response = await t.app.inject({ url: '/api/source' });
    expect(sourceStatusListResponseSchema.parse(response.json())).toEqual([
      { source: 'interactions', active: false },
      { source: 'riskprofile', active: true },
      { source: 'njurfunktion', active: true },
      { source: 'birthdefect', active: true },
      { source: 'lactation', active: false },
      { source: 'genus', active: true },
    ]);
  });

  it('answers a switched-off source with 403 and serves the others', async () => {
    for (const url of [`/api/lactation?nslIds=${S.WARFARIN}`, ...INTERACTION_URLS]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'source_disabled', message: SOURCE_DISABLED_MESSAGE },
      });
    }
    expect((await t.app.inject({ url: `/api/birthdefect?nslIds=${S.WARFARIN}` })).statusCode).toBe(
      200,
    );
  });
});
