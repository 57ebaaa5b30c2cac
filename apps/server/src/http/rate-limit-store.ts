import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Rate-limit counters in the database, so every instance on one PostgreSQL counts the same
 * requests (issue 15: with counters in each process, two instances let twice the guesses
 * through). One statement per request: it starts a window or counts in the current one, and
 * returns the count, so parallel requests on any instance each get their own number.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      db.insertInto('rate_limit_hit')
        .values({ key: this.prefix + key, count: 1, reset_at: now + timeWindow })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limit_hit.reset_at <= ${now} then 1 else rate_limit_hit.count + 1 end`,
            reset_at: sql<number>`case when rate_limit_hit.reset_at <= ${now} then excluded.reset_at else rate_limit_hit.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => {
            callback(null, { current: row.count, ttl: Math.max(0, Number(row.reset_at) - now) });
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }

    /** Each route counts apart, as the plugin's own stores do. */
    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo; the declared type names method and url.
      const route =
        (routeOptions as RouteOptions & { routeInfo?: { method: string; url: string } })
          .routeInfo ?? routeOptions;
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${String(route.method)}${route.url}:`,
      );
    }
  };
}

/** Removes the counters of windows that have ended; called now and then. */
export async function pruneRateLimits(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('reset_at', '<', now).execute();
}
