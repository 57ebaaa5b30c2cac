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
  // Date.UTC rolls over what does not exist: a day past the month's end (or day 0) moves the
  // month, a month past December (or month 0) the year, and years 0–99 become 1900–1999.
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  return exists ? date : null;
}

/** Formats a date as ISO 'yyyy-mm-dd' (UTC). */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const MS_PER_HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0 = January) of a year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, sunday, 1);
}

/**
 * Sweden's offset from UTC in hours at the instant `now`: 2 in summer time, 1 otherwise. Summer
 * time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October,
 * the EU rule Sweden has followed since 1996 (Europe/Stockholm in the tz database; a test checks
 * every year to 2037 against the runtime's own time-zone data).
 *
 * Arithmetic rather than `Intl.DateTimeFormat` with `timeZone`: building that formatter loads
 * ICU's date-format data, about 100 ms at a phone's speed on the web app's first page, which
 * needs today's date for the renal badge (ADR 51).
 */
export function swedishUtcOffsetHours(now: Date): 1 | 2 {
  const year = now.getUTCFullYear();
  const instant = now.getTime();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return summer ? 2 : 1;
}

/**
 * Today's calendar date in Sweden (Europe/Stockholm) at the instant `now`, as a Date at UTC
 * midnight like every other calendar date here. Ages and sample ages count from it: at 00:30 on
 * New Year's Day in Stockholm it is still 31 December in UTC, and the patient is a year older.
 */
export function swedishToday(now: Date): Date {
  const swedishClock = new Date(now.getTime() + swedishUtcOffsetHours(now) * MS_PER_HOUR);
  return new Date(
    Date.UTC(swedishClock.getUTCFullYear(), swedishClock.getUTCMonth(), swedishClock.getUTCDate()),
  );
}
