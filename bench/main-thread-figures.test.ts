import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockingTime, median, type LongTask } from './main-thread-figures.ts';

const tasks = fc.array(
  fc.record({
    start: fc.integer({ min: 0, max: 10_000 }),
    duration: fc.integer({ min: 50, max: 2_000 }),
  }),
  { maxLength: 30 },
);

describe('blockingTime', () => {
  it('counts each task beyond 50 ms, from the first paint on', () => {
    const seen: LongTask[] = [
      { start: 100, duration: 400 }, // before the paint at 1 000: not counted
      { start: 1_200, duration: 80 }, // 30 ms
      { start: 1_500, duration: 250 }, // 200 ms
    ];
    expect(blockingTime(seen, 1_000)).toBe(230);
  });

  it('counts a task running across the paint only beyond the paint (as Lighthouse does)', () => {
    expect(blockingTime([{ start: 900, duration: 300 }], 1_000)).toBe(200);
    expect(blockingTime([{ start: 990, duration: 100 }], 1_000)).toBe(50);
  });

  it('is never more than the tasks’ time beyond 50 ms, and never less from an earlier paint', () => {
    fc.assert(
      fc.property(tasks, fc.integer({ min: 0, max: 10_000 }), (seen, paint) => {
        const total = blockingTime(seen, paint);
        const whole = seen.reduce((sum, task) => sum + task.duration - 50, 0);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(whole);
        expect(blockingTime(seen, 0)).toBe(whole);
        expect(blockingTime(seen, Math.max(0, paint - 100))).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
