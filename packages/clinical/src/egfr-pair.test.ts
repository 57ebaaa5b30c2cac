import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePair, percentDifference, type EstimatePair } from './egfr-pair.ts';

const DAY = new Date('2026-11-20');
const pair = (creatinine: number, cystatin: number, change: Partial<EstimatePair> = {}) =>
  comparePair({
    creatinine,
    cystatin,
    creatinineDate: DAY,
    cystatinDate: DAY,
    toDosingScale: (relative) => relative,
    ...change,
  });

describe('percent difference', () => {
  it('is relative to the lower value and symmetric', () => {
    expect(percentDifference(100, 130)).toBe(30);
    expect(percentDifference(130, 100)).toBe(30);
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (a, b) => {
          expect(percentDifference(a, b)).toBeCloseTo(percentDifference(b, a), 9);
          expect(percentDifference(a, b)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('comparing a creatinine and a cystatin C estimate', () => {
  it('combines at 30 % difference, not above', () => {
    expect(pair(52, 40)).toMatchObject({ status: 'combined', mean: 46, choice: 'mean' });
    expect(pair(52.1, 40)).toMatchObject({ status: 'differTooMuch', mean: null });
  });

  it('reads bands on the dosing scale', () => {
    // Relative 40 and 25 lie in different bands; scaled to 50 % (20 and 12.5) too: 15–29, 0–14.
    expect(pair(40, 25).lowerReason).toBe('differentBands');
    expect(pair(40, 25, { toDosingScale: (r) => r * 0.5 }).lowerReason).toBe('differentBands');
    // Relative 40 and 28 lie in different bands; scaled to 80 % (32 and 22.4) too; at 110 %
    // (44 and 30.8) both lie in 30–59.
    expect(pair(40, 28, { toDosingScale: (r) => r * 1.1 }).lowerReason).toBe('sameBand');
    expect(pair(40, 28).lowerReason).toBe('differentBands');
  });

  it('uses 5 as the lowest value of a mean, inclusive', () => {
    expect(pair(5, 6)).toMatchObject({ status: 'combined', choice: 'mean', mean: 5.5 });
    expect(pair(4.99, 6)).toMatchObject({ status: 'outsideRange', choice: 'creatinine' });
    expect(pair(6, 4.99)).toMatchObject({ status: 'outsideRange', choice: 'cystatin' });
  });

  it('suggests the lower estimate whenever no mean is formed, never nothing (ADR 35)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        (a, b, daysApart) => {
          const result = pair(a, b, { cystatinDate: new Date(DAY.getTime() - daysApart * 864e5) });
          if (result.status === 'combined') {
            expect(result.choice).toBe('mean');
            expect(result.lowerReason).toBeNull();
          } else {
            expect(result.choice).toBe(b < a ? 'cystatin' : 'creatinine');
            expect(result.lowerReason).not.toBeNull();
          }
        },
      ),
    );
  });
});
