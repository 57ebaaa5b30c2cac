import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionToken, startAssessmentApp } from '../test/assessment-app.ts';
import type { TestApp } from '../test/test-app.ts';

const JOURNAL = 'https://journal.region.se';

describe('CORS', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await startAssessmentApp('sqlite', {
      CORS_ORIGINS: `${JOURNAL}, https://annan.region.se`,
    });
    closed = await startAssessmentApp('sqlite');
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it('allows a configured origin, exposing the ETag', async () => {
    const response = await open.app.inject({
      url: '/api/source',
      headers: { origin: JOURNAL },
    });
    expect(response.headers['access-control-allow-origin']).toBe(JOURNAL);
    expect(String(response.headers['access-control-expose-headers'])).toContain('etag');
  });

  it('keeps Vary: Origin on answers that also vary by session', async () => {
    const token = await sessionToken(open, 'cors@region.se');
    const response = await open.app.inject({
      url: '/api/riskprofile/riskproperties',
      headers: { origin: JOURNAL, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['origin', 'authorization']),
    );
  });

  it('answers a preflight from a configured origin for a call with a bearer token', async () => {
    const response = await open.app.inject({
      method: 'OPTIONS',
      url: '/api/riskprofile',
      headers: {
        origin: JOURNAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(JOURNAL);
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('sends no CORS header to other origins, or when none is configured', async () => {
    const other = await open.app.inject({
      url: '/api/source',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const none = await closed.app.inject({ url: '/api/source', headers: { origin: JOURNAL } });
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });
});
