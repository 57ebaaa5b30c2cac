import { describe, expect, it } from 'vitest';
import { nearBoundary } from './renal-bands.ts';

// Edge cases that hold whatever else the near-boundary rule gains (ADR 35); the rule's own tests
// are in renal-bands.test.ts.
describe('near-boundary flag on the lowest value of a band (specification §9 warning bands)', () => {
  it.each([
    // An estimate of exactly 15, 30 or 60 has the band below within 10 % of it.
    [15, '0–14'],
    [30, '15–29'],
    [60, '30–59'],
  ] as const)('flags %d as near %s', (egfr, otherBand) => {
    expect(nearBoundary(egfr, 'relative')?.otherBand).toBe(otherBand);
    expect(nearBoundary(egfr, 'absolute')?.otherBand).toBe(otherBand);
  });
});
