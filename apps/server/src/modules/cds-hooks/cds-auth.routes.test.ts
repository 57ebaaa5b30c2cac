import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdsResponseSchema } from '@medkompass/contracts/cds-hooks.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { openDatabase } from '../../db/database.ts';
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
    const tokens = [
      await clientJwt(key, { iatOffset: -400, expiresIn: 300 }),
      await clientJwt(key, { iatOffset: -600, expiresIn: 3600 }),
      await clientJwt(key, { aud: `${PUBLIC_URL}/cds-services/medkompass-order-sign` }),
    ];
    for (const token of tokens) {
      const response = await post(`Bearer ${token}`);
      expect(response.statusCode, response.body).toBe(401);
      const { message } = apiErrorSchema.parse(response.json()).error;
      // Refused, without the verifier's reason: it goes to the log only, so a caller learns nothing
      // of how its token failed.
      expect(message).toMatch(/godtogs inte/);
      expect(message).not.toMatch(/claim|check failed|unexpected/i);
    }
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

  /** A token with these claims over the valid ones, signed with the registered key. */
  const signed = (claims: Record<string, unknown>) => {
    const iat = Math.floor(NOW.getTime() / 1000);
    const payload: JWTPayload = {
      iss: ISSUER,
      aud: SELECT_URL,
      iat,
      exp: iat + 300,
      jti: randomUUID(),
      ...claims,
    };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES384', typ: 'JWT', kid: key.publicJwk.kid ?? '' })
      .sign(key.privateKey);
  };

  it('refuses claims of the wrong type or out of range with 401, naming the claim', async () => {
    const iat = Math.floor(NOW.getTime() / 1000);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ exp: 1e15 }, /exp/],
      [{ exp: iat + 300.5 }, /exp/],
      [{ exp: String(iat + 300) }, /exp/],
      [{ iat: -1 }, /iat/],
      [{ jti: { id: 'x' } }, /jti/],
      [{ jti: ['a'] }, /jti/],
      [{ jti: '' }, /jti/],
      [{ jti: 'j'.repeat(256) }, /jti/],
      [{ aud: 42 }, /aud/],
      [{ aud: [SELECT_URL, 7] }, /aud/],
    ];
    for (const [claims, message] of cases) {
      const response = await post(`Bearer ${await signed(claims)}`);
      expect(response.statusCode, `${JSON.stringify(claims)}: ${response.body}`).toBe(401);
      expect(apiErrorSchema.parse(response.json()).error.message).toMatch(message);
    }
  });

  it('refuses a numeric jti rather than counting it as the string of its digits', async () => {
    const digits = String(Date.now());
    await expectRefused(`Bearer ${await signed({ jti: Number(digits) })}`, /jti/);
    expect((await post(`Bearer ${await signed({ jti: digits })}`)).statusCode).toBe(200);
    await expectRefused(`Bearer ${await signed({ jti: digits })}`, /redan använts/);
  });

  it('keeps a jti no longer than a token may be used, whatever its exp', async () => {
    const jti = randomUUID();
    const iat = Math.floor(NOW.getTime() / 1000);
    const response = await post(`Bearer ${await signed({ jti, exp: iat + 10 * 365 * 86_400 })}`);
    expect(response.statusCode, response.body).toBe(200);
    const { db } = openDatabase(t.database.url);
    try {
      const row = await db
        .selectFrom('cds_jwt_id')
        .select('expires_at')
        .where('jti', '=', jti)
        .executeTakeFirstOrThrow();
      expect(row.expires_at).toBe(new Date((iat + 300) * 1000).toISOString());
    } finally {
      await db.destroy();
    }
  });

  describe('authenticates on the headers, before the body is read', () => {
    /** A body that records whether anything read it. */
    const watchedBody = () => {
      const state = { read: false };
      const stream = new Readable({
        read() {
          state.read = true;
          this.push(JSON.stringify(body));
          this.push(null);
        },
      });
      return { stream, state };
    };
    const postStream = async (authorization: string | undefined, url: string) => {
      const { stream, state } = watchedBody();
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          // Far more than is sent: a server reading the body would wait for the rest.
          'content-length': String(2 * 1024 * 1024),
          ...(authorization === undefined ? {} : { authorization }),
        },
        payload: stream,
      });
      return { response, read: state.read };
    };

    it.each([
      ['no token', undefined],
      ['a malformed header', 'Bearer nonsense'],
      ['a token with a bad jti', 'signed:jti'],
      ['a forged token', 'forged'],
    ])(
      'answers 401 to %s on a hook and on feedback without reading the body',
      async (_name, kind) => {
        const forger = await clientKey('ES384');
        const authorization =
          kind === 'signed:jti'
            ? `Bearer ${await signed({ jti: 7 })}`
            : kind === 'forged'
              ? `Bearer ${await clientJwt({ ...forger, publicJwk: key.publicJwk })}`
              : kind;
        for (const url of [
          '/cds-services/medkompass-order-select',
          '/cds-services/medkompass-order-select/feedback',
        ]) {
          const { response, read } = await postStream(authorization, url);
          expect(response.statusCode, response.body).toBe(401);
          expect(read).toBe(false);
        }
      },
    );

    it('answers 404 to an unknown service without reading the body', async () => {
      const { response, read } = await postStream(undefined, '/cds-services/okand');
      expect(response.statusCode).toBe(404);
      expect(read).toBe(false);
    });
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
