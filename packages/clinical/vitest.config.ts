import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-report.ts';

// Under StrykerJS (ADR 34) the code is instrumented and every core busy, and Stryker times out a
// mutant's run itself: a slow property test must not fail its first, unmutated run.
const testTimeout = process.env.STRYKER_MUTATOR_WORKER === undefined ? 5_000 : 60_000;

// Clinical rules decide prescriptions: every branch must be exercised by a test.
export default defineConfig({
  test: {
    name: 'clinical',
    // Run alone (npm run test:coverage), this is the root configuration: it names the reporters.
    ...vitestReporters(),
    include: ['src/**/*.test.ts'],
    testTimeout,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
