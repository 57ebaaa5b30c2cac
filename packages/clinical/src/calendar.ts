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

// Swedish users read dates in Swedish time; the formatter is built once.
const SWEDISH_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's calendar date in Sweden (Europe/Stockholm) at the instant `now`, as a Date at UTC
 * midnight like every other calendar date here. Ages and sample ages count from it: at 00:30 on
 * New Year's Day in Stockholm it is still 31 December in UTC, and the patient is a year older.
 */
export function swedishToday(now: Date): Date {
  const parts: Record<string, string> = Object.fromEntries(
    SWEDISH_DATE.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
}
