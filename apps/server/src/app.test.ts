import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponseSchema } from '@medkompass/contracts/health.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';
import { testDatabaseKinds } from './test/test-database.ts';

describe.each(testDatabaseKinds)('the app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("never loads Ajv, Fastify's JSON-schema validator: every route validates with zod", async () => {
    // Requests that validate a query, a body and an answer, and fail validation.
    await t.app.inject({ url: '/api/search?q=ibup' });
    await t.app.inject({ url: '/api/search?q=' });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a' } });
    const ajv = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
      /[\\/]node_modules[\\/](ajv|@fastify[\\/]ajv-compiler)[\\/]/.test(file),
    );
    expect(ajv).toEqual([]);
  });

  it('is alive', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready once the database answers and the demo knowledge base is loaded', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: true, knowledgeBase: true },
      kb: { kbVersion: 'demo-2026.11.0', isDemo: true },
    });
  });

  it('says which knowledge base answers and that it is demo data', async () => {
    const response = await t.app.inject({ url: '/api/kb/info' });
    expect(response.json()).toMatchObject({ isDemo: true, kbVersion: 'demo-2026.11.0' });
  });

  it('sends strict security headers on every response', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // The captcha's workers are files of our own origin: no blob: workers.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives every response a request id, keeping a safe incoming one', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'ehr-42.a' },
    });
    expect(kept.headers['x-request-id']).toBe('ehr-42.a');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Det finns ingen resurs på GET /api/no-such-thing' },
    });
  });

  it('refuses an oversized body with a 413, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ q: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'body_too_large', message: 'Förfrågans innehåll är för stort.' },
    });
  });
});

describe('framing for record systems', () => {
  it('allows the configured origins to embed the app', async () => {
    const t = await startTestApp('sqlite', {
      FRAME_ANCESTORS: "'self', https://journal.example.se",
    });
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://journal.example.se",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
