import { describe, expect, it } from 'vitest';
import { envJsonSchema } from '@medkompass/contracts/env.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { startTestApp } from '../../test/test-app.ts';

const connectSrc = (csp: unknown): string =>
  /connect-src ([^;]*)/.exec(String(csp))?.[1] ?? 'missing';

describe('the statistics settings', () => {
  it('leave /env.json and CSP as they were when statistics are off', async () => {
    const t = await startTestApp('sqlite');
    try {
      const response = await t.app.inject({ url: '/env.json', headers: { host: 'localhost' } });
      expect(
        Object.keys(response.json<object>()).filter((key) => key.startsWith('ANALYTICS')),
      ).toEqual([]);
      expect(connectSrc(response.headers['content-security-policy'])).toBe("'self'");
    } finally {
      await t.close();
    }
  });

  it("give the web app Matomo's address and site, and CSP connect-src its origin only", async () => {
    const t = await startTestApp('sqlite', {
      ANALYTICS_URL: 'https://statistik.region.example/matomo/',
      ANALYTICS_SITE_ID: '7',
    });
    try {
      const response = await t.app.inject({ url: '/env.json', headers: { host: 'localhost' } });
      expect(envJsonSchema.parse(response.json())).toMatchObject({
        ANALYTICS_URL: 'https://statistik.region.example/matomo/',
        ANALYTICS_SITE_ID: '7',
        ANALYTICS_LOCAL: false,
        ANALYTICS_INTEGRATED: false,
      });
      expect(connectSrc(response.headers['content-security-policy'])).toBe(
        "'self' https://statistik.region.example",
      );
    } finally {
      await t.close();
    }
  });

  it('tell the web app to count locally when ANALYTICS_LOCAL is on without a Matomo', async () => {
    const t = await startTestApp('sqlite', {
      ANALYTICS_LOCAL: 'true',
      ANALYTICS_INTEGRATED: 'true',
    });
    try {
      const response = await t.app.inject({ url: '/env.json', headers: { host: 'localhost' } });
      expect(response.json()).toMatchObject({
        ANALYTICS_URL: '',
        ANALYTICS_LOCAL: true,
        ANALYTICS_INTEGRATED: true,
      });
      expect(connectSrc(response.headers['content-security-policy'])).toBe("'self'");
    } finally {
      await t.close();
    }
  });

  it('refuses an address that is not http(s) and a site id that is not a number', () => {
    for (const env of [
      { ANALYTICS_URL: 'ftp://statistik.region.example' },
      { ANALYTICS_URL: 'statistik.region.example' },
      { ANALYTICS_SITE_ID: 'medkompass' },
      { ANALYTICS_LOCAL: 'yes' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
