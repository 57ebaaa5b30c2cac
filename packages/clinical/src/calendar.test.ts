import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatIsoDate,
  parseIsoDate,
  swedishToday,
  swedishUtcOffsetHours,
} from './calendar.ts';

describe('calendar helpers', () => {
  it('counts calendar days, ignoring the time of day', () => {
    expect(daysBetween(new Date('2026-11-15T23:59:00Z'), new Date('2026-11-22T00:01:00Z'))).toBe(7);
    expect(daysBetween(new Date('2026-11-22'), new Date('2026-11-15'))).toBe(-7);
    expect(daysBetween(new Date('2024-02-28'), new Date('2024-03-01'))).toBe(2);
  });

  it('parses only dates that exist', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of [
      '2023-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '26-11-22',
      'x',
      '',
      // Nothing before or after the date.
      'x2026-11-22',
      '2026-11-22x',
      '2026-11-22T10:00',
    ]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('never reads a year below 100 as a year of the 1900s', () => {
    // Date.UTC maps years 0–99 to 1900–1999; such a date is refused rather than moved.
    const parsed = parseIsoDate('0050-01-01');
    expect(parsed === null || parsed.getUTCFullYear() === 50).toBe(true);
  });

  it('round-trips every date through format and parse', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const text = formatIsoDate(date);
          expect(formatIsoDate(parseIsoDate(text) ?? new Date(0))).toBe(text);
        },
      ),
    );
  });
});

describe("today's date in Sweden (Europe/Stockholm)", () => {
  it.each([
    // Winter time, UTC+1: New Year comes an hour earlier than in UTC.
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    // Summer time, UTC+2.
    ['2026-06-30T21:59:59Z', '2026-06-30'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2026-11-22T09:00:00Z', '2026-11-22'],
  ])('at %s it is %s', (instant, date) => {
    expect(formatIsoDate(swedishToday(new Date(instant)))).toBe(date);
  });

  it('is the UTC date or the next one, never another', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (now) => {
          expect([0, 1]).toContain(daysBetween(now, swedishToday(now)));
        },
      ),
    );
  });
});

describe("Sweden's offset from UTC", () => {
  // Swedish summer time 2026 (the EU rule: the last Sundays of March and October, 01:00 UTC).
  it.each([
    ['2026-01-15T12:00:00Z', 1],
    ['2026-03-29T00:59:59.999Z', 1],
    ['2026-03-29T01:00:00Z', 2],
    ['2026-07-01T00:00:00Z', 2],
    ['2026-10-25T00:59:59.999Z', 2],
    ['2026-10-25T01:00:00Z', 1],
    ['2026-12-31T23:59:59Z', 1],
    // 2027: 28 March and 31 October (October's last day is itself a Sunday).
    ['2027-03-28T01:00:00Z', 2],
    ['2027-03-27T23:00:00Z', 1],
    ['2027-10-31T00:59:59Z', 2],
    ['2027-10-31T01:00:00Z', 1],
  ] as const)('at %s it is UTC+%i', (instant, hours) => {
    expect(swedishUtcOffsetHours(new Date(instant))).toBe(hours);
  });

  // The runtime's own tz data for Europe/Stockholm. If Sweden's rule changes, the data changes
  // first and this test says the arithmetic must follow.
  const stockholm = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Stockholm',
    timeZoneName: 'longOffset',
  });
  const tzOffsetHours = (now: Date) => {
    const name = stockholm.formatToParts(now).find((part) => part.type === 'timeZoneName');
    return Number(/^GMT\+0?(\d)/.exec(name?.value ?? '')?.[1]);
  };
  const thisRule = { min: new Date('1996-01-01T00:00:00Z'), max: new Date('2037-12-31T23:59:59Z') };

  it('agrees with the time-zone data at every instant from 1996 to 2037', () => {
    fc.assert(
      fc.property(fc.date({ ...thisRule, noInvalidDate: true }), (now) => {
        expect(swedishUtcOffsetHours(now)).toBe(tzOffsetHours(now));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with the time-zone data on either side of every change from 1996 to 2037', () => {
    for (let year = 1996; year <= 2037; year++) {
      for (const month of [2, 9]) {
        // Each hour of the month's last eight days: the change is in one of them.
        for (let hour = 0; hour < 8 * 24; hour++) {
          const now = new Date(Date.UTC(year, month + 1, 1) - (hour + 1) * 3_600_000);
          expect(swedishUtcOffsetHours(now)).toBe(tzOffsetHours(now));
          const justBefore = new Date(now.getTime() - 1);
          expect(swedishUtcOffsetHours(justBefore)).toBe(tzOffsetHours(justBefore));
        }
      }
    }
  });

  it("gives the same date as the time-zone data's Stockholm calendar", () => {
    const stockholmDate = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(fc.date({ ...thisRule, noInvalidDate: true }), (now) => {
        expect(formatIsoDate(swedishToday(now))).toBe(stockholmDate.format(now));
      }),
      { numRuns: 20_000 },
    );
  });
});
