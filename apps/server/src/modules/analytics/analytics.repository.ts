import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One stored daily count. */
export interface DailyCount {
  day: string;
  path: string;
  event: string;
  count: number;
}

/** The calendar day of a moment in Swedish time, as YYYY-MM-DD: the day the statistics count in. */
export function statisticsDay(moment: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/**
 * Adds one to the day's count of a path and event. One statement, so parallel requests on any
 * instance each count.
 */
export async function countEvent(
  db: Kysely<Database>,
  entry: { day: string; path: string; event: string },
): Promise<void> {
  await db
    .insertInto('analytics_daily')
    .values({ ...entry, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'path', 'event'])
        .doUpdateSet({ count: sql<number>`analytics_daily.count + 1` }),
    )
    .execute();
}

/** The counts from `firstDay` on (YYYY-MM-DD), newest day first, then the largest count. */
export async function dailyCountsSince(
  db: Kysely<Database>,
  firstDay: string,
): Promise<DailyCount[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'path', 'event', 'count'])
    .where('day', '>=', firstDay)
    .orderBy('day', 'desc')
    .orderBy('count', 'desc')
    .orderBy('path')
    .orderBy('event')
    .execute();
  return rows;
}
