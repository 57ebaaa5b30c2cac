import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAppWithBundle } from '../test/assessment-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { testDatabaseKinds } from '../test/test-database.ts';
import {
  cdsBundle,
  clientJwt,
  clientKey,
  hookRequest,
  medicationRequest,
  NOW,
  NPL_SYSTEM,
  P,
  PUBLIC_URL,
  registerClient,
  SELECT_URL,
  type ClientKey,
} from '../modules/cds-hooks/cds-test-helpers.ts';

const ISSUER = 'https://journal.region.test';
const CONTACT = {
  domain: 'general',
  role: 'pharmacist',
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.se',
  message: 'En fråga om dosering vid nedsatt njurfunktion.',
  altcha: 'eyJ4IjoxfQ==',
};

// NUL, which PostgreSQL cannot store, and other C0 controls and DEL (ADR 0039).
const REFUSED = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];

describe.each(testDatabaseKinds)('control characters at the boundary on %s', (kind) => {
  let t: TestApp;
  let key: ClientKey;
  beforeAll(async () => {
    t = await startAppWithBundle(
      kind,
      cdsBundle(),
      { PUBLIC_URL, CDS_NPL_SYSTEM: NPL_SYSTEM, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' },
      { now: () => NOW },
    );
    key = await clientKey();
    await registerClient(t, { issuer: ISSUER, jwk: key.publicJwk });
  });
  afterAll(() => t.close());

  /** A refusal naming the field, in the one error body; never a 500. */
  function expectRefused(
    response: Awaited<ReturnType<TestApp['app']['inject']>>,
    field: string,
  ): void {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('validation');
    expect(error.issues?.map((issue) => issue.path)).toEqual([field]);
    expect(error.message).toContain('styrtecken');
  }

  const hookCall = async (url: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: url.slice(PUBLIC_URL.length),
      headers: { authorization: `Bearer ${await clientJwt(key, { aud: url })}` },
      payload: body,
    });

  it.each(REFUSED)('refuses %j in an integration token clientId', async (control) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/integration-token',
      payload: { clientId: `klient${control}`, clientSecret: 'hemligt' },
    });
    expectRefused(response, 'body.clientId');
  });

  it.each(['firstName', 'lastName', 'email', 'message', 'altcha'])(
    'refuses NUL in the contact form field %s, as on every database',
    async (field) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact_form/',
        payload: { ...CONTACT, [field]: `${CONTACT[field as keyof typeof CONTACT]}\u0000` },
      });
      expectRefused(response, `body.${field}`);
    },
  );

  it('refuses NUL in a login e-mail and in a query parameter', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a\u0000@example.se', password: 'x' },
      }),
      'body.email',
    );
    expectRefused(await t.app.inject({ url: '/api/search?q=war%00farin' }), 'querystring.q');
  });

  it('refuses NUL in a CDS hookInstance and in a feedback userComment', async () => {
    const order = medicationRequest('ny-1', { npl: P.IPREN, text: 'Ipren 400 mg' });
    const hook = { ...hookRequest('order-select', [order], undefined), hookInstance: 'a\u0000b' };
    expectRefused(await hookCall(SELECT_URL, hook), 'body.hookInstance');
    const feedback = await hookCall(`${SELECT_URL}/feedback`, {
      feedback: [
        {
          card: randomUUID(),
          outcome: 'overridden',
          overrideReason: { userComment: 'INR\u0000 kontrolleras' },
          outcomeTimestamp: '2026-11-25T10:01:00Z',
        },
      ],
    });
    expectRefused(feedback, 'body.feedback.0.overrideReason.userComment');
  });

  it.each(['iss', 'jti'] as const)('refuses a CDS JWT whose %s holds NUL (401)', async (claim) => {
    const token = await clientJwt(key, { aud: SELECT_URL, [claim]: `x\u0000y` });
    const order = medicationRequest('ny-1', { npl: P.IPREN, text: 'Ipren 400 mg' });
    const response = await t.app.inject({
      method: 'POST',
      url: SELECT_URL.slice(PUBLIC_URL.length),
      headers: { authorization: `Bearer ${token}` },
      payload: hookRequest('order-select', [order], undefined),
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(claim);
  });

  it('lets tab, newline and carriage return through to the route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form/',
      payload: { ...CONTACT, message: 'Rad ett\r\nrad två\tmed tabb.' },
    });
    // The message passes the rule; the made-up captcha is what is refused.
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).not.toContain(
      'styrtecken',
    );
  });
});
