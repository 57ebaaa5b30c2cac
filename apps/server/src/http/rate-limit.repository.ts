import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A counter's row after an addition: its total and when its window ends (epoch milliseconds). */
export interface RateLimitRow {
  count: number;
  resetAt: number;
}

/**
 * Adds `amount` to the counter of `key`, starting a new window when its last one has ended, and
 * returns the row. One statement, so parallel additions on any instance each get their own total.
 */
export async function addToRateLimit(
  db: Kysely<Database>,
  key: string,
  amount: number,
  windowMs: number,
  now: number,
): Promise<RateLimitRow> {
  const row = await db
    .insertInto('rate_limit_hit')
    .values({ key, count: amount, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_hit.reset_at <= ${now} then excluded.count else rate_limit_hit.count + excluded.count end`,
        reset_at: sql<number>`case when rate_limit_hit.reset_at <= ${now} then excluded.reset_at else rate_limit_hit.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  // PostgreSQL returns a bigint column as a string.
  return { count: row.count, resetAt: Number(row.reset_at) };
}

/** Removes the counters of windows that have ended; called now and then. */
export async function pruneRateLimits(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('reset_at', '<', now).execute();
}
