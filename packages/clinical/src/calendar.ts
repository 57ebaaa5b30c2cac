/** Calendar helpers on UTC dates; the clinical rules take `now` instead of reading the clock. */

const MS_PER_DAY = 86_400_000;

/** Whole days from `earlier` to `later` by calendar date (UTC), negative when reversed. */
export function daysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth(), earlier.getUTCDate());
  const end = Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate());
  return Math.round((end - start) / MS_PER_DAY);
}

/** Parses an ISO date 'yyyy-mm-dd' that exists in the calendar; anything else is null. */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/** Formats a date as ISO 'yyyy-mm-dd' (UTC). */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
