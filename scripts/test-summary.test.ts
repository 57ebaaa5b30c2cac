import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsOf, runnerLine, summaryLine } from './test-summary.ts';

// The form CI reads as a run's closing count: "N passed, N failed", optionally ", N skipped",
// alone on its line, optionally after one word with a colon.
const CLOSING_COUNT = /^(?:\S+: )?\d+ passed, \d+ failed(?:, \d+ skipped)?$/;

const counts = fc.record({
  passed: fc.nat({ max: 100_000 }),
  failed: fc.nat({ max: 1_000 }),
  skipped: fc.nat({ max: 1_000 }),
});

describe('the test command’s closing summary', () => {
  it('closes with the plain count CI reads, skipped only when there are any', () => {
    expect(summaryLine({ passed: 1543, failed: 0, skipped: 0 })).toBe('1543 passed, 0 failed');
    expect(summaryLine({ passed: 40, failed: 2, skipped: 3 })).toBe(
      '40 passed, 2 failed, 3 skipped',
    );
  });

  it('prints no runner’s line in that form, so the closing line is the only total', () => {
    fc.assert(
      fc.property(fc.constantFrom('vitest', 'playwright'), counts, (runner, c) => {
        expect(summaryLine(c)).toMatch(CLOSING_COUNT);
        expect(runnerLine(runner, c)).not.toMatch(CLOSING_COUNT);
        expect(runnerLine(runner, c)).toContain(`${c.passed} passed`);
      }),
    );
  });

  it('counts a flaky Playwright test as failed, and Vitest’s todos as skipped', () => {
    expect(countsOf({ stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 1 } })).toEqual({
      passed: 10,
      failed: 3,
      skipped: 1,
    });
    expect(
      countsOf({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 2 }),
    ).toEqual({ passed: 5, failed: 0, skipped: 3 });
  });
});
