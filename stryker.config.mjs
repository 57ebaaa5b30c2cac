// StrykerJS mutation testing (ADR 34), one target a run:
//   MUTATION_PACKAGE=clinical npx stryker run     (./task test:mutation runs all three)
// A run mutates one target's sources and runs only that target's own tests, in a sandbox copy
// under .stryker-tmp/: the working tree is never changed. A target's own tests must kill its
// mutants; a rule tested only through the server's or the web app's tests survives here.

const cards = 'apps/server/src/modules/cds-hooks/cards';

/**
 * Per target: the folder whose Vitest configuration runs its tests, the folder of the sources it
 * mutates, the score below which the run fails, and the sources not mutated, with why. `thresholds.low`
 * equals the break threshold, so the reports' colours and scripts/mutation-test.ts read it from
 * the JSON report.
 */
const TARGETS = {
  // Clinical rules decide prescriptions; their line and branch coverage is 100 % too.
  clinical: {
    dir: 'packages/clinical',
    sources: 'packages/clinical/src',
    break: 95,
    exclude: [],
  },
  assessment: {
    dir: 'packages/assessment',
    sources: 'packages/assessment/src',
    break: 90,
    // Test support lives in testing/, outside src/, so nothing needs excluding.
    exclude: [],
  },
  // The CDS cards (the wording, links and indicators a record system shows) are built in the
  // server's CDS module from the assessment rules; their tests are pure, so they run alone.
  'cds-cards': {
    dir: cards,
    sources: cards,
    break: 90,
    // The configuration that runs the card tests is no card code.
    exclude: ['vitest.config.ts'],
  },
};

const name = process.env.MUTATION_PACKAGE ?? '';
const selected = TARGETS[name];
if (!selected) {
  throw new Error(
    `MUTATION_PACKAGE must name one of: ${Object.keys(TARGETS).join(', ')} (got "${name}")`,
  );
}
// The test runner processes inherit this environment: a mutant's failing tests must not reach
// the closing count of the README's test command (scripts/test-report.ts).
delete process.env.TEST_REPORT_DIR;

const { dir, sources } = selected;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: `${dir}/vitest.config.ts`, dir },
  mutate: [
    `${sources}/**/*.ts`,
    `!${sources}/**/*.test.ts`,
    ...selected.exclude.map((file) => `!${sources}/${file}`),
  ],
  // The sandbox holds only what the targets' tests read: the pure packages, the scripts that
  // their Vitest configurations import, and the server's card folder with the server's package
  // and TypeScript configuration (each parent folder must be let in before its child).
  // node_modules is linked, not copied.
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/scripts',
    '!/packages',
    '/packages/*',
    '!/packages/clinical',
    '!/packages/contracts',
    '!/packages/assessment',
    '!/apps',
    '/apps/*',
    '!/apps/server',
    '/apps/server/*',
    '!/apps/server/package.json',
    '!/apps/server/tsconfig.json',
    '!/apps/server/src',
    '/apps/server/src/*',
    '!/apps/server/src/modules',
    '/apps/server/src/modules/*',
    '!/apps/server/src/modules/cds-hooks',
    '/apps/server/src/modules/cds-hooks/*',
    `!/${cards}`,
  ],
  coverageAnalysis: 'perTest',
  thresholds: { high: 98, low: selected.break, break: selected.break },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  clearTextReporter: { logTests: false },
  htmlReporter: { fileName: `.mutation-reports/${name}/index.html` },
  jsonReporter: { fileName: `.mutation-reports/${name}/mutation.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
