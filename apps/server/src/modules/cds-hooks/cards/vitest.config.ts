import { defineConfig } from 'vitest/config';

// Only for StrykerJS (MUTATION_PACKAGE=cds-cards, ADR 34): the card tests alone, which are pure
// (no database, no app), so a mutant's run takes seconds. `./task test` runs these tests in the
// server project. Under Stryker the code is instrumented and every core busy, and Stryker times
// out a mutant's run itself: a slow property test must not fail its first, unmutated run.
const testTimeout = process.env.STRYKER_MUTATOR_WORKER === undefined ? 5_000 : 60_000;

export default defineConfig({
  test: {
    name: 'cds-cards',
    include: ['*.test.ts'],
    // Reads the demo knowledge base, which Stryker's sandbox does not copy; it checks that the
    // cards agree with the review rule, not the cards' own wording.
    exclude: ['cds-cards-agree-with-review.test.ts'],
    testTimeout,
  },
});
