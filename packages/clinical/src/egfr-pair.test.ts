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

  it('reads bands and the limit of 30 on the dosing scale', () => {
    // Relative 40 and 25 lie in different bands; scaled to 70 % (28 and 17.5) both lie below 30.
    const scaled = pair(40, 25, { toDosingScale: (r) => r * 0.7 });
    expect(scaled.lowerReason).toBe('bothBelow30');
    expect(pair(40, 25).lowerReason).toBeNull();
  });

  it('suggests the lower, never the higher, whenever it suggests one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (a, b) => {
          const result = pair(a, b);
          if (result.choice === 'creatinine') expect(a).toBeLessThanOrEqual(b);
          if (result.choice === 'cystatin') expect(b).toBeLessThan(a);
          if (result.choice === null) expect(result.lowerReason).toBeNull();
        },
      ),
    );
  });
});
