import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, PASSWORD } from '../modules/auth/auth-test-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';

// Scaled out, several instances serve one PostgreSQL. Rate limits and the lockout must hold across
// them, or a client spreading its guesses over the instances gets more.
describe.runIf(testDatabaseKinds.includes('postgres'))('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '6', LOGIN_MAX_FAILURES: '5' };
    first = await startTestApp('postgres', env, { sharedDatabase: database });
    second = await startTestApp('postgres', env, { sharedDatabase: database });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('count the login rate limit together', async () => {
    const address = '203.0.113.40';
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const instance = i % 2 === 0 ? first : second;
      answers.push(
        (await login(instance, 'nobody@region.se', 'wrong-password-123', address)).statusCode,
      );
    }
    // Six a minute per address over both instances: the seventh and eighth are refused.
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('lock an account after five failures spread over both, even in parallel', async () => {
    await createUser(first, 'eva@region.se', new Date());
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(
          i % 2 === 0 ? first : second,
          'eva@region.se',
          'wrong-password-123',
          `198.51.100.${i}`,
        ),
      ),
    );
    expect(burst.every((response) => response.statusCode === 401)).toBe(true);
    expect((await login(second, 'eva@region.se', PASSWORD, '198.51.100.99')).statusCode).toBe(401);
  });
});

// With REDIS_URL the counters live in Redis (this machine runs one at 127.0.0.1:6379 for
// tests), whatever the database: two instances count together.
describe('two instances sharing Redis for their rate limits', () => {
  let first: TestApp;
  let second: TestApp;
  const env = {
    RATE_LIMIT_LOGIN_PER_MINUTE: '4',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  beforeAll(async () => {
    first = await startTestApp('sqlite', env);
    second = await startTestApp('sqlite', env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('count the login rate limit together', async () => {
    // A fresh address each run: Redis keeps the counters of earlier runs for their minute.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? first : second;
      answers.push(
        (await login(instance, 'nobody@region.se', 'wrong-password-123', address)).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
