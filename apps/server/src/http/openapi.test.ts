import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { startTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }
    >
  >;
}

const ASSESSMENT_GETS = [
  '/api/special_substance/all',
  '/api/substance',
  '/api/product',
  '/api/messages',
  '/api/source',
  '/api/general/dates',
  '/api/versions',
  '/api/riskprofile',
  '/api/riskprofile/riskproperties',
  '/api/interaction',
  '/api/interaction/dataByNslIds',
  '/api/interaction_texts',
  '/api/njurfunktion',
  '/api/lactation',
  '/api/birthdefect',
  '/api/genus',
  '/api/gender',
  '/api/lactation/document/{id}',
  '/api/birthdefect/document/{id}',
  '/api/genus/document/{id}',
];

describe('the OpenAPI document and the docs page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp('sqlite');
  });
  afterAll(() => t.close());

  it('describes every API call from the zod schemas, as OpenAPI 3.1', async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    for (const path of ASSESSMENT_GETS) expect(document.paths[path]?.get, path).toBeDefined();
    const lactation = document.paths['/api/lactation']?.get;
    expect(lactation?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:nslIds',
      'query:nplIds',
    ]);
    expect(JSON.stringify(lactation?.responses['200'])).toContain('substanceAdministration');
    expect(document.paths['/api/auth/login']?.post).toBeDefined();
    expect(document.paths['/cds-services']?.get).toBeDefined();
    expect(JSON.stringify(document.paths['/cds-services/{id}']?.post)).toContain('draftOrders');
    expect(document.paths['/cds-services/{id}/feedback']?.post).toBeDefined();
  });

  it('leaves out what is not the API or CDS Hooks: the docs themselves, env.json, robots.txt', async () => {
    const document = (
      await t.app.inject({ url: '/api/docs/openapi.json' })
    ).json<OpenApiDocument>();
    const paths = Object.keys(document.paths);
    const api = (p: string) => p.startsWith('/api/') || p.startsWith('/cds-services');
    expect(paths.filter((p) => !api(p) || p.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves a browsable page under the strict CSP, with no inline script or style', async () => {
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/<style|style="/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(3);
    for (const src of scripts) {
      const script = await t.app.inject({ url: new URL(src, 'http://x/api/docs/').pathname });
      expect(script.statusCode, src).toBe(200);
    }
  });
});

describe('the docs page in production', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

  it('is off by default, while the OpenAPI document stays', async () => {
    const t = await startTestApp('sqlite', production);
    try {
      expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/docs/openapi.json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is served when API_DOCS=true', async () => {
    const t = await startTestApp('sqlite', { ...production, API_DOCS: 'true' });
    try {
      expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
