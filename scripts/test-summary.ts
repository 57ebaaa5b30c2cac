// Adds up what every test runner of the README's test command reported (scripts/test-report.ts)
// and ends the run with one plain line, "N passed, N failed", so whoever reads only the closing
// line of the output (CI) sees how many tests ran. It is the only line of that form: each
// runner's own counts are printed in words around them. No report, no test or a failure exits
// non-zero.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_REPORT_DIR_VARIABLE } from './test-report.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export function countsOf(report: VitestReport | PlaywrightReport): Counts {
  if ('stats' in report) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A flaky test failed first and passed on a retry: it counts as failed, not as passed.
    return { passed: expected, failed: unexpected + flaky, skipped };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function summaryLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** One runner's counts, worded so that no line but the closing one reads as a run's total. */
export function runnerLine(runner: string, { passed, failed, skipped }: Counts): string {
  return `${runner} reported ${passed} passed, ${failed} failed and ${skipped} skipped`;
}

function main(): number {
  const dir = process.env[TEST_REPORT_DIR_VARIABLE];
  if (!dir) {
    console.error(`${TEST_REPORT_DIR_VARIABLE} is not set: no test reports to add up`);
    return 1;
  }
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const name of files.sort()) {
    const counts = countsOf(
      JSON.parse(readFileSync(join(dir, name), 'utf8')) as VitestReport | PlaywrightReport,
    );
    console.log(runnerLine(name.replace(/-\d+\.json$/, ''), counts));
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(summaryLine(total));
  return files.length > 0 && total.passed > 0 && total.failed === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = main();
