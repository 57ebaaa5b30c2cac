import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  cdsBundle,
  hookRequest,
  medicationRequest,
  NOW,
  NPL_SYSTEM,
  P,
  PUBLIC_URL,
} from './cds-test-helpers.ts';

const SANDBOX = 'https://sandbox.cds-hooks.org';
const JOURNAL = 'https://journal.region.se';
const CDS_PATHS = [
  '/cds-services',
  '/cds-services/medkompass-order-select',
  '/cds-services/medkompass-order-sign/feedback',
];

const preflight = (t: TestApp, url: string, origin = SANDBOX) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': url === '/cds-services' ? 'GET' : 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

// CDS Hooks 2.0 'Cross-Origin Resource Sharing': browser-based CDS clients (the sandbox) need it.
describe('CORS of the CDS Hooks service', () => {
  let closed: TestApp;
  let apiOpen: TestApp;
  beforeAll(async () => {
    const env = { PUBLIC_URL, CDS_NPL_SYSTEM: NPL_SYSTEM };
    closed = await startAppWithBundle('sqlite', cdsBundle(), env, { now: () => NOW });
    apiOpen = await startAppWithBundle(
      'sqlite',
      cdsBundle(),
      { ...env, CORS_ORIGINS: JOURNAL, CDS_ALLOW_ANONYMOUS: 'true' },
      { now: () => NOW },
    );
  });
  afterAll(async () => {
    await closed.close();
    await apiOpen.close();
  });

  it('answers the preflight of discovery, the services and feedback from any origin, and only theirs', async () => {
    for (const t of [closed, apiOpen]) {
      for (const url of CDS_PATHS) {
        const response = await preflight(t, url);
        expect(response.statusCode, url).toBe(204);
        expect(response.headers['access-control-allow-origin'], url).toBe('*');
        expect(response.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
        expect(response.headers['access-control-allow-headers']).toBe(
          'Authorization, Content-Type',
        );
      }
    }
    // The rest of the API keeps its own policy: closed, or CORS_ORIGINS only.
    const fromSandbox = await closed.app.inject({
      url: '/api/source',
      headers: { origin: SANDBOX },
    });
    expect(fromSandbox.headers['access-control-allow-origin']).toBeUndefined();
    const apiPreflight = await preflight(closed, '/api/riskprofile');
    expect(apiPreflight.headers['access-control-allow-origin']).toBeUndefined();
    // With CORS_ORIGINS, the API answers its configured origin only, the CDS service any.
    const journal = await apiOpen.app.inject({ url: '/api/source', headers: { origin: JOURNAL } });
    expect(journal.headers['access-control-allow-origin']).toBe(JOURNAL);
    const sandboxOnApi = await apiOpen.app.inject({
      url: '/api/source',
      headers: { origin: SANDBOX },
    });
    expect(sandboxOnApi.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a browser read discovery, cards and a refusal', async () => {
    const discovery = await closed.app.inject({
      url: '/cds-services',
      headers: { origin: SANDBOX },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers['access-control-allow-origin']).toBe('*');
    const body = hookRequest(
      'order-select',
      [medicationRequest('c-1', { npl: P.IPREN, text: 'Ipren' })],
      undefined,
    );
    const post = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/cds-services/medkompass-order-select',
        headers: { origin: SANDBOX },
        payload: body,
      });
    // Without a token the closed server refuses; the browser must still be able to read why.
    const refused = await post(closed);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const answered = await post(apiOpen);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['access-control-allow-origin']).toBe('*');
  });
});
