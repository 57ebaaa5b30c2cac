import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** What /env.json says besides the environment when nothing is configured. */
const DEFAULTS = { API_URL: '', CMS_URL: '', PRODUCT_NAME: 'medkompass' };

describe('/env.json and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('derives the environment from the host when no API_URL is set', async () => {
    const dev = await t.app.inject({ url: '/env.json', headers: { host: 'localhost:3000' } });
    expect(dev.json()).toEqual({ ...DEFAULTS, environment: 'env-dev' });
    const prod = await t.app.inject({ url: '/env.json', headers: { host: 'medkompass.se' } });
    expect(prod.json()).toEqual({ ...DEFAULTS, environment: 'env-prod' });
    expect(prod.headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps test hosts out of search engines', async () => {
    const env = await t.app.inject({ url: '/env.json', headers: { host: 'test.medkompass.se' } });
    expect(env.json()).toEqual({ ...DEFAULTS, environment: 'env-test' });
    expect(env.headers['x-robots-tag']).toBe('noindex, nofollow');
    const robots = await t.app.inject({
      url: '/robots.txt',
      headers: { host: 'test.medkompass.se' },
    });
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const prodRobots = await t.app.inject({
      url: '/robots.txt',
      headers: { host: 'medkompass.se' },
    });
    expect(prodRobots.body).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('/env.json with API_URL configured', () => {
  it('derives the environment from the API address', async () => {
    const t = await startTestApp('sqlite', {
      API_URL: 'https://api-test.medkompass.se',
      CMS_URL: 'https://cms.example.se',
      PRODUCT_NAME: 'lakemedelskollen',
    });
    try {
      const response = await t.app.inject({ url: '/env.json', headers: { host: 'localhost' } });
      expect(response.json()).toEqual({
        API_URL: 'https://api-test.medkompass.se',
        environment: 'env-test',
        CMS_URL: 'https://cms.example.se',
        PRODUCT_NAME: 'lakemedelskollen',
      });
    } finally {
      await t.close();
    }
  });
});
