import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';
import {
  counterRateLimitStore,
  databaseRateLimitStore,
  memoryCounter,
  redisCounter,
} from './rate-limit-store.ts';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

const incr = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => {
        if (error || !result) reject(error ?? new Error('no result'));
        else resolve(result.current);
      },
      60_000,
      100,
    );
  });

/** What the plugin passes to `child`: for `app.rateLimit({ groupId })` a route of nothing. */
const namedLimit = (groupId: string) =>
  ({ groupId, routeInfo: {}, timeWindow: 60_000, max: 100 }) as unknown as ChildOptions;
const routeLimit = (method: string, url: string) =>
  ({ routeInfo: { method, url }, timeWindow: 60_000, max: 100 }) as unknown as ChildOptions;

/** Two limits, on any store, never count in one counter. */
function expectLimitsApart(store: () => FastifyRateLimitStoreCtor) {
  it('counts two named limits (app.rateLimit) apart for the same client', async () => {
    const Store = store();
    const root = new Store({});
    const contact = root.child(namedLimit('contact-form'));
    const other = root.child(namedLimit('another-limit'));
    const client = `203.0.113.${String(Math.floor(Math.random() * 250))}-${randomUUID()}`;
    expect(await incr(contact, client)).toBe(1);
    expect(await incr(contact, client)).toBe(2);
    expect(await incr(contact, client)).toBe(3);
    expect(await incr(other, client)).toBe(1);
    expect(await incr(contact, client)).toBe(4);
  });

  it('counts two routes apart, and a route apart from a named limit', async () => {
    const Store = store();
    const root = new Store({});
    const login = root.child(routeLimit('POST', '/api/auth/login'));
    const forgot = root.child(routeLimit('POST', '/api/auth/forgot-password'));
    const named = root.child(namedLimit('POST /api/auth/logi'));
    const client = randomUUID();
    expect(await incr(login, client)).toBe(1);
    expect(await incr(login, client)).toBe(2);
    expect(await incr(forgot, client)).toBe(1);
    expect(await incr(named, client)).toBe(1);
  });

  it('refuses a limit with neither a route nor a name, rather than counting it as nothing', () => {
    const Store = store();
    const root = new Store({});
    expect(() => root.child({ routeInfo: {} } as unknown as ChildOptions)).toThrow(/groupId/);
  });
}

describe('rate limits in the process', () => {
  expectLimitsApart(() => counterRateLimitStore(memoryCounter()));

  it('keeps at most its bound of keys, dropping the oldest', async () => {
    const counter = memoryCounter(3);
    for (const key of ['a', 'b', 'c', 'd']) await counter.add(key, 1, 60_000);
    // 'a' was dropped for 'd': it starts again; 'd' goes on.
    expect((await counter.add('a', 1, 60_000)).total).toBe(1);
    expect((await counter.add('d', 1, 60_000)).total).toBe(2);
  });
});

describe.each(testDatabaseKinds)('rate limits in the database on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  expectLimitsApart(() => databaseRateLimitStore(handle.db));
});

describe('rate limits in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(() => {
    redis.disconnect();
  });

  // A namespace of its own each run: Redis keeps the counters of earlier runs for their minute.
  expectLimitsApart(() => counterRateLimitStore(redisCounter(redis, `test-rl-${randomUUID()}:`)));
});
