import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userResponseSchema } from '@medkompass/contracts/auth.ts';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { auditEvents } from '../audit/audit.repository.ts';
import {
  bearer,
  createUser,
  logCollector,
  login,
  PASSWORD,
  testClock,
} from './auth-test-helpers.ts';
import { LOGIN_FAILED_MESSAGE } from './auth.service.ts';

const FAILED = { error: { code: 'login_failed', message: LOGIN_FAILED_MESSAGE } };

describe.each(testDatabaseKinds)('login, session and logout on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const logs = logCollector();

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { LOG_LEVEL: 'info', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' },
      { now: clock.now, logStream: logs.stream },
    );
    await createUser(t, 'anna@region.se', clock.now());
    await createUser(t, 'bo@region.se', clock.now());
    await createUser(t, 'cilla@region.se', clock.now());
  });
  afterAll(() => t.close());

  it('logs in with e-mail and password and returns the user without secrets', async () => {
    const response = await login(t, '  Anna@Region.se ', PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const { user } = userResponseSchema.parse(me.json());
    expect(user).toMatchObject({
      email: 'anna@region.se',
      firstName: 'Anna',
      active: true,
      failedLoginAttempt: 0,
      scope: 'user',
    });
    expect(user.sources).toContain('riskprofile');
    expect(me.body).not.toMatch(/argon2|password|hash/i);
  });

  it('answers unknown user, wrong password and a malformed address with one generic 401', async () => {
    for (const [email, password] of [
      ['nobody@region.se', PASSWORD],
      ['anna@region.se', 'wrong-password-123'],
      ['not-an-email', PASSWORD],
    ] as const) {
      const response = await login(t, email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(FAILED);
    }
  });

  it('refuses a body that is not a login with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'anna@region.se' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('password');
  });

  it('locks an account after 5 consecutive failures for 15 minutes, with the same answer', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login(t, 'bo@region.se', 'wrong-password-123')).statusCode).toBe(401);
    // A success resets the series …
    expect((await login(t, 'bo@region.se', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(t, 'bo@region.se', 'wrong-password-123')).statusCode).toBe(401);
    // … but the fifth failure in a row locks: the right password now fails like any other.
    const locked = await login(t, 'bo@region.se', PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(FAILED);
    clock.advanceMinutes(14);
    expect((await login(t, 'bo@region.se', PASSWORD)).statusCode).toBe(401);
    clock.advanceMinutes(2);
    expect((await login(t, 'bo@region.se', PASSWORD)).statusCode).toBe(200);
  });

  it('locks after the configured number even when 50 wrong passwords arrive at once', async () => {
    await createUser(t, 'dan@region.se', clock.now());
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => login(t, 'dan@region.se', 'wrong-password-123')),
    );
    expect(burst.every((response) => response.statusCode === 401)).toBe(true);
    // Only five of the fifty were checked against the password; the account is locked now.
    expect((await login(t, 'dan@region.se', PASSWORD)).statusCode).toBe(401);
    const { db } = openDatabase(t.database.url);
    try {
      const failures = (await auditEvents(db)).filter(
        (event) => event.type === 'login_failure' && event.email === 'dan@region.se',
      );
      const reasons = failures.map(
        (event) => (JSON.parse(event.details) as { reason: string }).reason,
      );
      expect(reasons.filter((reason) => reason === 'password')).toHaveLength(5);
      expect((await auditEvents(db)).filter((e) => e.type === 'lockout')).not.toHaveLength(0);
    } finally {
      await db.destroy();
    }
  });

  it('revokes every token of the user on logout', async () => {
    const first = (await login(t, 'cilla@region.se', PASSWORD)).json<{ token: string }>().token;
    const second = (await login(t, 'cilla@region.se', PASSWORD)).json<{ token: string }>().token;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) }))
        .statusCode,
    ).toBe(200);
    for (const token of [first, second]) {
      const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    const again = (await login(t, 'cilla@region.se', PASSWORD)).json<{ token: string }>().token;
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(again) })).statusCode).toBe(
      200,
    );
  });

  it('refuses tampered, unsigned, expired and missing tokens with 401', async () => {
    const token = (await login(t, 'anna@region.se', PASSWORD)).json<{ token: string }>().token;
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const candidates = [
      `${header}.${forged}.${signature}`,
      `${none}.${payload}.`,
      `${header}.${payload}.${signature.slice(0, -2)}xx`,
      'garbage',
    ];
    for (const candidate of candidates) {
      expect(
        (await t.app.inject({ url: '/api/auth/user', headers: bearer(candidate) })).statusCode,
      ).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    clock.advanceMinutes(8 * 60 + 1);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a token of ours that has no expiry', async () => {
    const token = (await login(t, 'bo@region.se', PASSWORD)).json<{ token: string }>().token;
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const withoutExpiry = Object.fromEntries(
      Object.entries(claims).filter(([claim]) => claim !== 'exp'),
    );
    const forever = await new SignJWT(withoutExpiry)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: bearer(forever) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('lets no browser or proxy store an auth answer, and switches unused browser features off', async () => {
    const response = await login(t, 'cilla@region.se', PASSWORD);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/auth/network' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect(String(me.headers['permissions-policy'])).toMatch(/camera=\(\).*geolocation=\(\)/);
  });

  it('keeps passwords and hashes out of every log line, and audits logins', async () => {
    const all = logs.lines.join('\n');
    expect(all).toContain('"url":"/api/auth/login"');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('wrong-password-123');
    expect(all).not.toMatch(/\$argon2/);
    const { db } = openDatabase(t.database.url);
    try {
      const events = await auditEvents(db);
      const types = new Set(events.map((e) => e.type));
      for (const type of ['login_success', 'login_failure', 'lockout', 'logout'])
        expect(types).toContain(type);
      expect(JSON.stringify(events)).not.toMatch(/korrekt-hast|wrong-password|\$argon2/);
    } finally {
      await db.destroy();
    }
  });
});

describe('an inactive account', () => {
  it('cannot log in, with the same answer', async () => {
    const clock = testClock();
    const t = await startTestApp('sqlite', {}, { now: clock.now });
    try {
      await createUser(t, 'dan@region.se', clock.now());
      const { db } = openDatabase(t.database.url);
      await db.updateTable('app_user').set({ active: 0 }).execute();
      await db.destroy();
      const response = await login(t, 'dan@region.se', PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(FAILED);
    } finally {
      await t.close();
    }
  });
});

describe('rate limit on login', () => {
  it('answers 429 with Retry-After past the limit per client address', async () => {
    const t = await startTestApp('sqlite', { RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(t, 'x@region.se', 'whatever-123', '203.0.113.5')).statusCode).toBe(401);
      const limited = await login(t, 'x@region.se', 'whatever-123', '203.0.113.5');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
      // Another address is not affected.
      expect((await login(t, 'x@region.se', 'whatever-123', '203.0.113.6')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
