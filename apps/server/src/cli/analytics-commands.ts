import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dailyCountsSince, statisticsDay } from '../modules/analytics/analytics.repository.ts';
import { CommandError, type Output } from './cli-support.ts';

const MAX_DAYS = 3660;

/** The --days option: a whole number of days, 1 to ten years; 30 when not given. */
export function parseDays(value: string | undefined): number {
  if (value === undefined) return 30;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > MAX_DAYS)
    throw new CommandError(`--days ska vara ett heltal mellan 1 och ${MAX_DAYS}.`);
  return days;
}

/**
 * Prints the local statistics of the last `days` days, today (Swedish time) included: a line
 * per day, path and event with its count, newest day first, then the totals per event.
 */
export async function reportCommand(
  db: Kysely<Database>,
  days: number,
  now: Date,
  out: Output,
): Promise<void> {
  const first = new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000);
  const rows = await dailyCountsSince(db, statisticsDay(first));
  if (rows.length === 0) {
    out.info(`Ingen statistik de senaste ${days} dagarna.`);
    return;
  }
  out.info('Dag\tSida\tHändelse\tAntal');
  for (const row of rows) out.info(`${row.day}\t${row.path}\t${row.event}\t${row.count}`);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.event, (totals.get(row.event) ?? 0) + row.count);
  out.info(`Summa de senaste ${days} dagarna:`);
  for (const [event, count] of [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    out.info(`  ${event}\t${count}`);
}
