import { defineConfig } from 'vitest/config';

// Under StrykerJS (ADR 34) the code is instrumented and every core busy, and Stryker times out a
// mutant's run itself: a slow property test must not fail its first, unmutated run.
const testTimeout = process.env.STRYKER_MUTATOR_WORKER === undefined ? 5_000 : 60_000;

export default defineConfig({
  test: { name: 'assessment', include: ['src/**/*.test.ts'], testTimeout },
});
