import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  networkAvailabilityResponseSchema,
  userResponseSchema,
} from '@medkompass/contracts/auth.ts';
import { createClientCommand } from '../../cli/users-commands.ts';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { bearer, login, silentOut, testClock } from './auth-test-helpers.ts';

const NETWORK = { email: 'natverk@region.se', password: 'delat-natverkslosen' };

describe.each(testDatabaseKinds)('network user and integration tokens on %s', (kind) => {
  let t: TestApp;
  let clientSecret = '';
  const clock = testClock();

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {
        NETWORK_CIDRS: '10.0.0.0/8, 2001:db8:abcd::/48',
        NETWORK_USER_EMAIL: NETWORK.email,
        NETWORK_USER_PASSWORD: NETWORK.password,
        NETWORK_USER_SOURCES: 'interactions,njurfunktion',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      },
      { now: clock.now },
    );
    const { db } = openDatabase(t.database.url);
    try {
      clientSecret = await createClientCommand(
        db,
        { clientId: 'journal-x', name: 'Journal X', sources: ['interactions', 'riskprofile'] },
        clock.now(),
        silentOut,
      );
    } finally {
      await db.destroy();
    }
  });
  afterAll(() => t.close());

  const networkLogin = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/network-login', remoteAddress });

  it.each(['10.1.2.3', '::ffff:10.200.0.1', '2001:db8:abcd:12::7'])(
    'lets %s log in with the shared network credentials',
    async (address) => {
      const response = await login(t, NETWORK.email, NETWORK.password, address);
      expect(response.statusCode).toBe(200);
      const token = response.json<{ token: string }>().token;
      const me = await t.app.inject({
        url: '/api/auth/user',
        headers: bearer(token),
        remoteAddress: address,
      });
      expect(userResponseSchema.parse(me.json()).user).toMatchObject({
        scope: 'network',
        _id: 'network-user',
        sources: ['interactions', 'njurfunktion'],
      });
    },
  );

  it('ends a network session after NETWORK_TOKEN_TTL_SECONDS (stateless, so kept short)', async () => {
    const token = (await networkLogin('10.1.2.3')).json<{ token: string }>().token;
    const me = () =>
      t.app.inject({ url: '/api/auth/user', headers: bearer(token), remoteAddress: '10.1.2.3' });
    expect((await me()).statusCode).toBe(200);
    clock.advanceMinutes(61);
    expect((await me()).statusCode).toBe(401);
  });

  it.each(['192.0.2.10', '11.0.0.1', '2001:db8:abce::1'])(
    'refuses the network credentials from %s like any wrong login',
    async (address) => {
      const response = await login(t, NETWORK.email, NETWORK.password, address);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('login_failed');
    },
  );

  it.each([
    ['10.1.2.3', true],
    ['::ffff:10.200.0.1', true],
    ['2001:db8:abcd:12::7', true],
    ['192.0.2.10', false],
    ['2001:db8:abce::1', false],
  ])('tells %s whether it may use the network session (%s)', async (address, available) => {
    const answer = await t.app.inject({ url: '/api/auth/network', remoteAddress: address });
    expect(answer.statusCode).toBe(200);
    expect(networkAvailabilityResponseSchema.parse(answer.json())).toEqual({ available });
  });

  it('issues the network session by address alone, with no password', async () => {
    const response = await networkLogin('10.1.2.3');
    expect(response.statusCode).toBe(200);
    const { token } = loginResponseSchema.parse(response.json());
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: bearer(token),
      remoteAddress: '10.1.2.3',
    });
    expect(userResponseSchema.parse(me.json()).user).toMatchObject({
      scope: 'network',
      sources: ['interactions', 'njurfunktion'],
    });
    // Only while the caller stays inside.
    expect(
      (
        await t.app.inject({
          url: '/api/auth/user',
          headers: bearer(token),
          remoteAddress: '192.0.2.10',
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each(['192.0.2.10', '11.0.0.1', '2001:db8:abce::1'])(
    'refuses the network session to %s with 403 forbidden',
    async (address) => {
      const response = await networkLogin(address);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('forbidden');
      expect(response.body).not.toContain('token');
    },
  );

  it('does not accept a network token from outside the network', async () => {
    const token = (await login(t, NETWORK.email, NETWORK.password, '10.1.2.3')).json<{
      token: string;
    }>().token;
    expect(
      (
        await t.app.inject({
          url: '/api/auth/user',
          headers: bearer(token),
          remoteAddress: '192.0.2.10',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('gives a registered record system a short-lived token that works as a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/integration-token',
      payload: { clientId: 'journal-x', clientSecret },
    });
    expect(response.statusCode).toBe(200);
    const { token, expiresIn } = response.json<{ token: string; expiresIn: number }>();
    expect(expiresIn).toBe(300);
    const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(userResponseSchema.parse(me.json()).user).toMatchObject({
      scope: 'integration',
      _id: 'integration:journal-x',
      sources: ['interactions', 'riskprofile'],
    });
    clock.advanceMinutes(6);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong secret or an unknown client', async () => {
    for (const payload of [
      { clientId: 'journal-x', clientSecret: 'wrong' },
      { clientId: 'journal-y', clientSecret },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/integration-token',
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid_client');
    }
  });
});

describe.each(testDatabaseKinds)('country rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { COUNTRY_BLOCK_LIST: 'US,RU', COUNTRY_ALLOW_LIST: 'SE,NO' });
  });
  afterAll(() => t.close());

  const check = async (path: string, remoteAddress: string) =>
    (await t.app.inject({ url: `/api/auth/${path}`, remoteAddress })).json<
      Record<string, boolean>
    >();

  it.each([
    ['127.0.0.1', false, true],
    ['10.20.30.40', false, true],
    ['::1', false, true],
    ['fd12:3456::1', false, true],
    ['8.8.8.8', true, false],
    ['2001:4860:4860::8888', true, false],
    ['194.17.0.1', false, true],
    ['::ffff:194.17.0.1', false, true],
  ])('%s: block %s, allow %s', async (address, block, allow) => {
    expect(await check('checkCountryBlock', address)).toEqual({ block });
    expect(await check('checkCountryAllow', address)).toEqual({ allow });
  });
});

describe('behind a load balancer', () => {
  const env = {
    NETWORK_CIDRS: '10.0.0.0/8',
    NETWORK_USER_EMAIL: NETWORK.email,
    NETWORK_USER_PASSWORD: NETWORK.password,
  };
  const viaProxy = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: NETWORK,
      remoteAddress: '192.0.2.1',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });

  const networkLoginViaProxy = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/network-login',
      remoteAddress: '192.0.2.1',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY is on', async () => {
    const trusting = await startTestApp('sqlite', { ...env, TRUST_PROXY: '1' });
    const direct = await startTestApp('sqlite', env);
    try {
      expect((await viaProxy(trusting)).statusCode).toBe(200);
      expect((await viaProxy(direct)).statusCode).toBe(401);
      expect((await networkLoginViaProxy(trusting)).statusCode).toBe(200);
      expect((await networkLoginViaProxy(direct)).statusCode).toBe(403);
    } finally {
      await trusting.close();
      await direct.close();
    }
  });

  it('takes the right-most untrusted hop, so a forged left-most address is ignored', async () => {
    // One trusted load balancer: it appends the address it saw; anything before it is the
    // client's own claim. Earlier, TRUST_PROXY=true took the left-most and made anyone the
    // network user.
    const oneHop = await startTestApp('sqlite', { ...env, TRUST_PROXY: '1' });
    const byAddress = await startTestApp('sqlite', { ...env, TRUST_PROXY: '192.0.2.0/24' });
    try {
      for (const t of [oneHop, byAddress]) {
        const forged = await t.app.inject({
          method: 'POST',
          url: '/api/auth/network-login',
          remoteAddress: '192.0.2.1',
          headers: { 'x-forwarded-for': '10.1.2.3, 198.51.100.7' },
        });
        expect(forged.statusCode).toBe(403);
        const real = await t.app.inject({
          method: 'POST',
          url: '/api/auth/network-login',
          remoteAddress: '192.0.2.1',
          headers: { 'x-forwarded-for': '198.51.100.7, 10.1.2.3' },
        });
        expect(real.statusCode).toBe(200);
      }
    } finally {
      await oneHop.close();
      await byAddress.close();
    }
  });
});
