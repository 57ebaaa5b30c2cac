import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdsResponseSchema } from '@medkompass/contracts/cds-hooks.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import {
  bundleOf,
  cdsBundle,
  clientJwt,
  clientKey,
  expectValidCdsResponse,
  hookRequest,
  medicationRequest,
  NOW,
  P,
  patientResource,
  PUBLIC_URL,
  registerClient,
  SELECT_URL,
  type ClientKey,
} from './cds-test-helpers.ts';

const ISSUER = 'https://journal.region.test';
const JWKS_ISSUER = 'https://jwks-journal.region.test';
const body = hookRequest('order-select', [medicationRequest('n-1', { npl: P.IPREN })], {
  patient: patientResource('male', '1950-01-01'),
  activeMedications: bundleOf(medicationRequest('a-1', { npl: P.WARAN }, 'active')),
  creatinine: null,
  cystatinC: null,
});

/** A JWKS endpoint of a record system, on this machine's loopback. */
async function serveJwks(
  keys: object[],
): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/.well-known/jwks.json`, hits: () => hits };
}

describe.each(testDatabaseKinds)('CDS Hooks client authentication on %s', (kind) => {
  let t: TestApp;
  let key: ClientKey;
  let jwksKey: ClientKey;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  beforeAll(async () => {
    t = await startAppWithBundle(kind, cdsBundle(), { PUBLIC_URL }, { now: () => NOW });
    key = await clientKey('ES384');
    jwksKey = await clientKey('RS384');
    jwks = await serveJwks([jwksKey.publicJwk]);
    await registerClient(t, { issuer: ISSUER, jwk: key.publicJwk });
    await registerClient(t, { issuer: JWKS_ISSUER, jwksUrl: jwks.url });
  });
  afterAll(async () => {
    jwks.server.close();
    await t.close();
  });

  const post = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/cds-services/medkompass-order-select',
      headers: authorization === undefined ? {} : { authorization },
      payload: body,
    });
  const expectRefused = async (authorization: string | undefined, message: RegExp) => {
    const response = await post(authorization);
    expect(response.statusCode, response.body).toBe(401);
    const error = apiErrorSchema.parse(response.json()).error;
    expect(error.code).toBe('invalid_client');
    expect(error.message).toMatch(message);
  };

  it('accepts a registered client signing with its stored key', async () => {
    const response = await post(`Bearer ${await clientJwt(key)}`);
    expect(response.statusCode, response.body).toBe(200);
    expectValidCdsResponse(response.json());
    expect(cdsResponseSchema.parse(response.json()).cards.length).toBeGreaterThan(0);
  });

  it('accepts a client whose keys are published as a JWKS (RS384)', async () => {
    const response = await post(`Bearer ${await clientJwt(jwksKey, { iss: JWKS_ISSUER })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(jwks.hits()).toBeGreaterThan(0);
  });

  it('refuses a call without a token when anonymous calls are not allowed', async () => {
    await expectRefused(undefined, /saknar JWT/);
    await expectRefused('Basic dXNlcjpwYXNz', /Bearer följt av en JWT/);
  });

  it('refuses a forged token: signed with another key than the registered one', async () => {
    const forger = await clientKey('ES384');
    await expectRefused(
      `Bearer ${await clientJwt({ ...forger, publicJwk: key.publicJwk })}`,
      /godtogs inte/,
    );
  });

  it('refuses an expired token, one too old, one for another audience and an unknown issuer', async () => {
    await expectRefused(
      `Bearer ${await clientJwt(key, { iatOffset: -400, expiresIn: 300 })}`,
      /exp/,
    );
    await expectRefused(
      `Bearer ${await clientJwt(key, { iatOffset: -600, expiresIn: 3600 })}`,
      /iat|age/,
    );
    await expectRefused(
      `Bearer ${await clientJwt(key, { aud: `${PUBLIC_URL}/cds-services/medkompass-order-sign` })}`,
      /aud/,
    );
    await expectRefused(
      `Bearer ${await clientJwt(key, { iss: 'https://okand.test' })}`,
      /inte registrerad/,
    );
  });

  it('refuses a replayed token (the same jti twice)', async () => {
    const token = await clientJwt(key, { jti: randomUUID() });
    expect((await post(`Bearer ${token}`)).statusCode).toBe(200);
    await expectRefused(`Bearer ${token}`, /redan använts/);
  });

  it('refuses a shared-secret (HS256) token and one without jti', async () => {
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(SELECT_URL)
      .setIssuedAt(Math.floor(NOW.getTime() / 1000))
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 300)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expectRefused(`Bearer ${hs256}`, /godtogs inte/);
    const noJti = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(SELECT_URL)
      .setIssuedAt(Math.floor(NOW.getTime() / 1000))
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 300)
      .sign(key.privateKey);
    await expectRefused(`Bearer ${noJti}`, /jti/);
  });
});

describe('anonymous CDS Hooks calls in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAppWithBundle(
      'sqlite',
      cdsBundle(),
      { PUBLIC_URL, CDS_ALLOW_ANONYMOUS: 'true' },
      { now: () => NOW },
    );
  });
  afterAll(() => t.close());

  it('answers without a token, with only what a visitor who is not logged in may see', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/cds-services/medkompass-order-select',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sources = cdsResponseSchema.parse(response.json()).cards.map((c) => c.source.topic.code);
    expect(sources).toContain('interactions');
    // The riskprofile needs a login (specification §6): an anonymous caller gets no such card.
    expect(sources).not.toContain('riskprofile');
  });
});
