import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/schema.ts';
import { addToRateLimit } from './rate-limit.repository.ts';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** A counter's state after an addition: its total in the window and the milliseconds left. */
export interface CounterState {
  total: number;
  ttl: number;
}

/**
 * What every limit counts with: per key, a total over a window that starts at the first
 * addition. `amount` is 1 for a request limit and the call's cost for the knowledge-base budget
 * (kb-budget.ts). One counter serves every limit of the server, in the process, in PostgreSQL or
 * in Redis, so the limits of several instances count together where the counter is shared.
 */
export interface LimitCounter {
  readonly kind: 'memory' | 'database' | 'redis';
  add(key: string, amount: number, windowMs: number): Promise<CounterState>;
}

/**
 * Counters in the process (SQLite serves one process). Bounded: beyond `maxKeys`, ended
 * windows are dropped, then the keys least recently started, as the plugin's own LRU store does.
 */
export function memoryCounter(maxKeys = 50_000): LimitCounter {
  const windows = new Map<string, { total: number; resetAt: number }>();
  return {
    kind: 'memory',
    add(key, amount, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (entry === undefined || entry.resetAt <= now) {
        windows.delete(key);
        entry = { total: 0, resetAt: now + windowMs };
        windows.set(key, entry);
        if (windows.size > maxKeys) {
          for (const [old, { resetAt }] of windows) if (resetAt <= now) windows.delete(old);
          for (const old of windows.keys()) {
            if (windows.size <= maxKeys) break;
            windows.delete(old);
          }
        }
      }
      entry.total += amount;
      return Promise.resolve({ total: entry.total, ttl: Math.max(0, entry.resetAt - now) });
    },
  };
}

/**
 * Counters in the database, so every instance on one PostgreSQL counts the same requests (with
 * counters in each process, two instances let twice the guesses through). One statement per
 * addition: it starts a window or adds to the current one, and returns the total, so parallel
 * requests on any instance each get their own number.
 */
export function databaseCounter(db: Kysely<Database>): LimitCounter {
  return {
    kind: 'database',
    async add(key, amount, windowMs) {
      const now = Date.now();
      const row = await addToRateLimit(db, key, amount, windowMs, now);
      return { total: row.count, ttl: Math.max(0, row.resetAt - now) };
    },
  };
}

/** Adds and starts the window at the first addition, in one step on the Redis server. */
const REDIS_ADD = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {total, ttl}
`;

/** Counters in Redis, shared by every instance that uses it; keys under `nameSpace`. */
export function redisCounter(redis: Redis, nameSpace: string): LimitCounter {
  return {
    kind: 'redis',
    async add(key, amount, windowMs) {
      const [total, ttl] = (await redis.eval(REDIS_ADD, 1, nameSpace + key, amount, windowMs)) as [
        number,
        number,
      ];
      return { total, ttl };
    },
  };
}

/**
 * The name a limit counts under: its `groupId` when it has one (every limit made with
 * `app.rateLimit`, which has no route), else its route. The stores once keyed every limit by its
 * route, so a limit without one counted as `undefinedundefined` and any two such limits would
 * have shared one counter.
 */
export function limitName(routeOptions: RouteOptions): string {
  const options = routeOptions as RouteOptions & {
    groupId?: string;
    routeInfo?: { method?: string; url?: string };
  };
  if (typeof options.groupId === 'string' && options.groupId !== '') return options.groupId;
  const route = options.routeInfo;
  if (typeof route?.method === 'string' && typeof route.url === 'string')
    return `${route.method} ${route.url}`;
  throw new Error('A rate limit without a route needs a groupId to count under.');
}

/**
 * The rate-limit plugin's store on a counter: each limit counts apart under its own name
 * (`rl:<name>:<client key>`), whichever counter holds it.
 */
export function counterRateLimitStore(counter: LimitCounter): FastifyRateLimitStoreCtor {
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.add(this.prefix + key, 1, timeWindow).then(
        ({ total, ttl }) => {
          callback(null, { current: total, ttl });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new CounterRateLimitStore(undefined, `${this.prefix}${limitName(routeOptions)}:`);
    }
  };
}

/**
 * The plugin store on the database (PostgreSQL), under the name it had before every store was
 * made on one counter.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return counterRateLimitStore(databaseCounter(db));
}
