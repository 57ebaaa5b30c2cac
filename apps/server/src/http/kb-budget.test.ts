import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { searchQuery } from '../test/assessment-kb.ts';
import type { TestApp } from '../test/test-app.ts';
import { testDatabaseKinds } from '../test/test-database.ts';
import { callCost } from './kb-budget.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** `count` product ids no other list in the run names: each list is a new, uncached question. */
const freshIds = (count: number) => {
  const base = Math.floor(Math.random() * 1e9);
  return Array.from({ length: count }, (_, i) => `97${String(base + i * 7919).padStart(12, '0')}`);
};

describe('the cost of a knowledge-base call', () => {
  it('is one for the call and one per id named', () => {
    expect(callCost({ q: 'ipren', limit: 20 })).toBe(1);
    expect(callCost({ nplIds: ['a', 'b'], nslIds: ['c'] })).toBe(4);
    expect(callCost(undefined)).toBe(1);
  });
});

// A 200-id uncached call costs ~45 ms of CPU and nothing bounded how many one client could ask for.
// The budget is counted where the rate limits are: in the process (SQLite), in PostgreSQL, in
// Redis.
const stores = [
  ...testDatabaseKinds.map((kind) => ({
    name: kind === 'sqlite' ? 'the process (SQLite)' : 'PostgreSQL',
    kind,
    env: {},
  })),
  { name: 'Redis', kind: 'sqlite' as const, env: { REDIS_URL } },
];

// A fresh address for every client of the file: one after another, so no two tests can share a
// budget (two random draws may coincide; a client's first call was once refused in CI), from a
// random start, since Redis keeps the counters of earlier runs for their minute.
let lastAddress = Math.floor(Math.random() * 60_000);
const address = () => {
  lastAddress += 1;
  return `10.${String(lastAddress >> 8)}.${String(lastAddress & 255)}.9`;
};

describe.each(stores)('the knowledge-base budget per client on $name', ({ kind, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { RATE_LIMIT_KB_COST_PER_MINUTE: '50', ...env });
  });
  afterAll(() => t.close());

  const interaction = (ids: string[], remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/interaction?${searchQuery({ nplIds: ids })}`,
      remoteAddress,
    });

  it('refuses with 429 and Retry-After once a client has spent its minute', async () => {
    const client = address();
    // 21 + 21 = 42 of 50; the third call would make 63.
    expect((await interaction(freshIds(20), client)).statusCode).toBe(200);
    expect((await interaction(freshIds(20), client)).statusCode).toBe(200);
    const refused = await interaction(freshIds(20), client);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not held back.
    expect((await interaction(freshIds(20), address())).statusCode).toBe(200);
  });

  it('charges by the ids named, so small calls go on where a large one is refused', async () => {
    const client = address();
    expect((await interaction(freshIds(40), client)).statusCode).toBe(200); // 41
    expect((await interaction(freshIds(10), client)).statusCode).toBe(429); // 52
    // Refused calls count too (the limit holds against a client that keeps asking).
    expect((await interaction(freshIds(1), client)).statusCode).toBe(429);
  });

  it('does not charge an answer that is kept in the cache', async () => {
    const client = address();
    const ids = freshIds(20);
    expect((await interaction(ids, client)).statusCode).toBe(200); // 21
    for (let i = 0; i < 5; i++) expect((await interaction(ids, client)).statusCode).toBe(200);
    expect((await interaction(freshIds(20), client)).statusCode).toBe(200); // 42
  });

  it('counts apart from the request limits of the same client', async () => {
    const client = address();
    expect((await interaction(freshIds(40), client)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: client,
      payload: { email: `${randomUUID()}@region.se`, password: 'wrong-password-123' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('the knowledge-base budget when Redis does not answer', () => {
  it('starts anyway and answers (failing open rather than refusing care)', async () => {
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    const t = await startAssessmentApp('sqlite', {
      RATE_LIMIT_KB_COST_PER_MINUTE: '50',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    try {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/interaction?${searchQuery({ nplIds: freshIds(20) })}`,
      });
      expect(answer.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
