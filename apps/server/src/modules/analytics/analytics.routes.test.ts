import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { dailyCountsSince } from './analytics.repository.ts';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
/** 23:30 UTC on 27 November is 00:30 on the 28th in Sweden: the day the count goes to. */
const NOW = new Date('2026-11-27T23:30:00Z');

const pageView = (path: string) => ({
  idsite: '1',
  rec: '1',
  apiv: '1',
  url: `https://medkompass.example.se${path}`,
  action_name: path,
  send_image: '0',
});

describe.each(testDatabaseKinds)('POST /api/analytics on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ANALYTICS_LOCAL: 'true', RATE_LIMIT_ANALYTICS_PER_MINUTE: '5' },
      { now: () => NOW },
    );
  });
  afterAll(() => t.close());

  /** Each call from its own client address unless one is given, so only the limit test meets it. */
  const post = (params: Record<string, string>, remoteAddress = `10.0.0.${String(++address)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics',
      remoteAddress,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(params).toString(),
    });

  const counts = async () => {
    const handle = openDatabase(t.database.url);
    try {
      return await dailyCountsSince(handle.db, '2026-01-01');
    } finally {
      await handle.db.destroy();
    }
  };

  it('counts page views and search-tag events per day, path and event, and nothing else', async () => {
    expect((await post(pageView('/interaktioner'))).statusCode).toBe(204);
    expect((await post(pageView('/interaktioner'))).statusCode).toBe(204);
    // A name in the path is stored as its route's placeholder, whatever the client sent.
    expect((await post(pageView('/amning/substans/warfarin'))).statusCode).toBe(204);
    const tag = {
      idsite: '1',
      rec: '1',
      url: 'https://medkompass.example.se/riskprofil',
      e_c: 'search-tag',
      e_a: 'add-substance',
      e_n: 'riskprofile',
      send_image: '0',
    };
    expect((await post(tag)).statusCode).toBe(204);
    expect(await counts()).toEqual([
      { day: '2026-11-28', path: '/interaktioner', event: 'pageview', count: 2 },
      { day: '2026-11-28', path: '/amning/substans/:name', event: 'pageview', count: 1 },
      {
        day: '2026-11-28',
        path: '/riskprofil',
        event: 'search-tag/add-substance/riskprofile',
        count: 1,
      },
    ]);
    const handle = openDatabase(t.database.url);
    try {
      const columns = Object.keys(
        await handle.db.selectFrom('analytics_daily').selectAll().executeTakeFirstOrThrow(),
      );
      expect(columns.sort()).toEqual(['count', 'day', 'event', 'path']);
    } finally {
      await handle.db.destroy();
    }
  });

  it('refuses what is not a page view or a whole search-tag event, and any identifier', async () => {
    const refused: Record<string, string>[] = [
      {},
      { ...pageView('/'), rec: '0' },
      { ...pageView('/'), idsite: 'x' },
      // A query string or fragment could carry drug ids or patient parameters.
      { ...pageView('/'), url: 'https://medkompass.example.se/interaktioner?nslIds=ID1' },
      { ...pageView('/'), url: 'https://medkompass.example.se/#x' },
      { ...pageView('/'), url: 'javascript:alert(1)' },
      { ...pageView('/'), _id: '0123456789abcdef' },
      { ...pageView('/'), uid: 'anna@region.se' },
      { ...pageView('/'), urlref: 'https://medkompass.example.se/' },
      { ...pageView('/'), e_c: 'search-tag', e_a: 'add-product', e_n: 'interactions' },
      { idsite: '1', rec: '1', url: 'https://x.se/', e_c: 'search-tag', e_a: 'add-product' },
      {
        idsite: '1',
        rec: '1',
        url: 'https://x.se/',
        e_c: 'search',
        e_a: 'add-product',
        e_n: 'genus',
      },
      {
        idsite: '1',
        rec: '1',
        url: 'https://x.se/',
        e_c: 'search-tag',
        e_a: 'warfarin',
        e_n: 'genus',
      },
      {
        idsite: '1',
        rec: '1',
        url: 'https://x.se/',
        e_c: 'search-tag',
        e_a: 'add-product',
        e_n: 'x',
      },
    ];
    for (const params of refused) {
      const response = await post(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('validation');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/analytics',
      remoteAddress: '10.1.0.1',
      payload: pageView('/'),
    });
    // JSON is accepted too, by the same rules (the parameters are the same).
    expect(json.statusCode).toBe(204);
    expect((await counts()).find((row) => row.path === '/')?.count).toBe(1);
  });

  it('limits each client address per minute, with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(pageView('/amning'), '10.9.9.9')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    const limited = await post(pageView('/amning'), '10.9.9.9');
    expect(apiErrorSchema.parse(limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await post(pageView('/amning'), '10.9.9.8')).statusCode).toBe(204);
    expect((await counts()).find((row) => row.path === '/amning')?.count).toBe(6);
  });
});

describe('POST /api/analytics when local statistics are off', () => {
  it('does not exist, so nothing can fill the table', async () => {
    const settings: Record<string, string>[] = [
      {},
      { ANALYTICS_LOCAL: 'true', ANALYTICS_URL: 'https://matomo.example.se' },
    ];
    for (const env of settings) {
      const t = await startTestApp('sqlite', env);
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/analytics',
          headers: { 'content-type': FORM },
          payload: new URLSearchParams(pageView('/')).toString(),
        });
        expect(response.statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await t.close();
      }
    }
  });
});
