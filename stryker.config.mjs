// StrykerJS mutation testing of the pure packages (ADR 34), one package a run:
//   MUTATION_PACKAGE=clinical npx stryker run     (./task test:mutation runs both)
// A run mutates one package's sources and runs only that package's own Vitest project, in a
// sandbox copy under .stryker-tmp/: the working tree is never changed. A package's own tests must
// kill its mutants; a rule tested only through the server's or the web app's tests survives here.

/**
 * Per package: the score below which the run fails, and the sources not mutated, with why.
 * `thresholds.low` equals the break threshold, so the reports' colours and scripts/mutation-test.ts
 * read it from the JSON report.
 */
const PACKAGES = {
  // Clinical rules decide prescriptions; their line and branch coverage is 100 % too.
  clinical: { break: 95, exclude: [] },
  assessment: {
    break: 90,
    // Test support lives in testing/, outside src/, so nothing needs excluding.
    exclude: [],
  },
};

const name = process.env.MUTATION_PACKAGE ?? '';
const selected = PACKAGES[name];
if (!selected) {
  throw new Error(
    `MUTATION_PACKAGE must name one of: ${Object.keys(PACKAGES).join(', ')} (got "${name}")`,
  );
}
// The test runner processes inherit this environment: a mutant's failing tests must not reach
// the closing count of the README's test command (scripts/test-report.ts).
delete process.env.TEST_REPORT_DIR;

const dir = `packages/${name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: `${dir}/vitest.config.ts`, dir },
  mutate: [
    `${dir}/src/**/*.ts`,
    `!${dir}/src/**/*.test.ts`,
    ...selected.exclude.map((file) => `!${dir}/src/${file}`),
  ],
  // The sandbox holds only what the packages' tests read: the pure packages and the scripts that
  // their Vitest configurations import. node_modules is linked, not copied.
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
