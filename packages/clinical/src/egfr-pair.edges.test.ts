import { describe, expect, it } from 'vitest';
import { comparePair } from './egfr-pair.ts';

const day = new Date('2026-11-20');
const pair = (creatinine: number, cystatin: number) =>
  comparePair({
    creatinine,
    cystatin,
    creatinineDate: day,
    cystatinDate: day,
    toDosingScale: (relative) => relative,
  });

// Specification §9: a mean needs both estimates within 5–90, inclusive at both ends.
describe('the mean range at its edges', () => {
  it('combines estimates of exactly 5', () => {
    // 5 and 5.5 differ by 10 % of the lower: mean 5.25.
    expect(pair(5, 5.5)).toMatchObject({ status: 'combined', mean: 5.25 });
    expect(pair(5.5, 5)).toMatchObject({ status: 'combined', mean: 5.25 });
  });

  it('combines estimates of exactly 90', () => {
    expect(pair(90, 80)).toMatchObject({ status: 'combined', mean: 85 });
    expect(pair(80, 90)).toMatchObject({ status: 'combined', mean: 85 });
  });

  it('forms no mean just below 5', () => {
    expect(pair(4.9, 5.5)).toMatchObject({ status: 'outsideRange', mean: null });
    expect(pair(5.5, 4.9)).toMatchObject({ status: 'outsideRange', mean: null });
  });
});
