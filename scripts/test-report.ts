// Where the test runners write the machine-readable counts that scripts/test-summary.ts adds up
// at the end of the README's test command. Unset (a single `vitest` or `playwright` run), the
// runners report as usual and write nothing.
import { join } from 'node:path';

export const TEST_REPORT_DIR_VARIABLE = 'TEST_REPORT_DIR';

/** The JSON report file for one runner invocation, or undefined when no summary is wanted. */
export function testReportFile(runner: 'vitest' | 'playwright'): string | undefined {
  const dir = process.env[TEST_REPORT_DIR_VARIABLE];
  // The process id keeps apart the several Vitest invocations of one test command.
  return dir ? join(dir, `${runner}-${process.pid}.json`) : undefined;
}

/** Vitest's reporters: its default, plus the JSON report when a summary is wanted. */
export function vitestReporters(): { reporters: string[]; outputFile?: { json: string } } {
  const file = testReportFile('vitest');
  return file
    ? { reporters: ['default', 'json'], outputFile: { json: file } }
    : { reporters: ['default'] };
}
