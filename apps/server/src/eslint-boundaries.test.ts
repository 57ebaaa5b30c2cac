// The repository's import boundaries (eslint.config.js, docs/decisions/0012) cannot be broken
// silently: each rule must report a forbidden import and accept an allowed one. It lives in the
// server's Vitest project because that is the Node project `npm run test:vitest` runs; it lints
// virtual files placed in each zone with the repository's own ESLint config.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The rules under test; type-aware rules are left out, so virtual files need no TS project. */
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-syntax',
]);
const restrictedPaths = 'import-x/no-restricted-paths';
const restrictedImports = 'no-restricted-imports';
const restrictedSyntax = 'no-restricted-syntax';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // The cycle fixture is in the config's ignores so that `eslint .` passes.
    ignore: false,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
  });
});

/** The rule ids reported for `code` placed at `file` (null for a parse error). */
async function reported(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

const importOf = (specifier: string) => `import '${specifier}';\n`;

function foldersIn(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Some source file in a folder of the repository, as a path relative to the repository. A zone
 * only sees imports that resolve, so forbidden imports must name files that exist; picking one
 * keeps the test independent of the other files' names.
 */
function someFileIn(folder: string): string {
  const file = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .sort()
    .find((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name));
  if (!file) throw new Error(`${folder} has no source file`);
  return path.posix.join(folder, file.split(path.sep).join('/'));
}

/** The relative specifier by which `from` imports `to` (both relative to the repository). */
function relative(from: string, to: string): string {
  const specifier = path.posix.relative(path.posix.dirname(from), to);
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** A workspace specifier ('@medkompass/contracts/x.ts') of some source file of a package. */
function someSourceOf(pkg: string): string {
  const file = someFileIn(`packages/${pkg}/src`);
  return `@medkompass/${pkg}/${path.posix.relative(`packages/${pkg}/src`, file)}`;
}

/** The same for an app, which exports nothing: the specifier names the file's path. */
function someAppFileOf(app: 'server' | 'web'): string {
  return `@medkompass/${app}/${path.posix.relative(`apps/${app}`, someFileIn(`apps/${app}/src`))}`;
}

interface Case {
  file: string;
  imports: string;
}

function expectForbidden(rule: string, cases: Case[]) {
  it.each(cases)('$file may not import $imports', async ({ file, imports }) => {
    expect(await reported(file, importOf(imports))).toEqual([rule]);
  });
}

function expectAllowed(cases: Case[]) {
  it.each(cases)('$file may import $imports', async ({ file, imports }) => {
    expect(await reported(file, importOf(imports))).toEqual([]);
  });
}

/** A case importing some file of `folder` from `file`. */
const into = (file: string, folder: string): Case => ({
  file,
  imports: relative(file, someFileIn(folder)),
});

describe('lint-enforced boundaries', { timeout: 60_000 }, () => {
  const web = 'apps/web/src';
  const server = 'apps/server/src';

  describe('web: features are independent', () => {
    const feature = `${web}/features/search/components/probe.tsx`;
    expectForbidden(restrictedPaths, [
      into(feature, `${web}/features/interactions`),
      into(feature, `${web}/features/knowledge-base`),
      into(feature, `${web}/app`),
    ]);
    expectAllowed([
      into(feature, `${web}/features/search`),
      into(feature, `${web}/components`),
      into(feature, `${web}/lib`),
      { file: feature, imports: someSourceOf('contracts') },
      { file: feature, imports: someSourceOf('clinical') },
      { file: feature, imports: someSourceOf('assessment') },
    ]);

    it('holds for every feature folder', async () => {
      const features = foldersIn(`${web}/features`);
      expect(features.length).toBeGreaterThan(1);
      for (const [index, from] of features.entries()) {
        const other = features[(index + 1) % features.length]!;
        const { file, imports } = into(
          `${web}/features/${from}/probe.ts`,
          `${web}/features/${other}`,
        );
        expect(await reported(file, importOf(imports)), `${from} → ${other}`).toEqual([
          restrictedPaths,
        ]);
      }
    });
  });

  describe('web: components and lib sit below features and the app', () => {
    const component = `${web}/components/ui/probe.tsx`;
    const lib = `${web}/lib/probe.ts`;
    expectForbidden(restrictedPaths, [
      into(component, `${web}/features/search`),
      into(component, `${web}/app`),
      into(lib, `${web}/features/interactions`),
      into(lib, `${web}/app`),
    ]);
    expectAllowed([
      into(component, `${web}/lib`),
      into(lib, `${web}/components`),
      // The app shell composes the features.
      into(`${web}/app/routes/probe.tsx`, `${web}/features/interactions`),
    ]);
  });

  describe('server: modules import their own folder, shared folders and packages', () => {
    const module = `${server}/modules/product/probe.ts`;
    const moduleTest = `${server}/modules/product/probe.test.ts`;
    expectForbidden(restrictedPaths, [
      into(module, `${server}/modules/riskprofile`),
      { file: module, imports: '../auth/users.repository.ts' },
      { file: module, imports: '../auth/auth-test-helpers.ts' },
      into(module, `${server}/test`),
      into(module, `${server}/cli`),
      { file: module, imports: '../../app.ts' },
      into(module, `${web}/lib`),
      into(moduleTest, `${server}/modules/riskprofile`),
    ]);
    expectAllowed([
      into(module, `${server}/modules/product`),
      into(module, `${server}/http`),
      into(module, `${server}/db`),
      into(module, `${server}/knowledge-base`),
      { file: module, imports: '../../errors.ts' },
      { file: module, imports: '../../config.ts' },
      { file: module, imports: '../access/route-context.ts' },
      { file: module, imports: '../auth/session.ts' },
      into(module, `${server}/modules/audit`),
      { file: module, imports: someSourceOf('contracts') },
      { file: module, imports: someSourceOf('assessment') },
      into(moduleTest, `${server}/test`),
      into(moduleTest, `${server}/cli`),
      { file: moduleTest, imports: '../auth/auth-test-helpers.ts' },
    ]);

    it('catches type-only imports too', async () => {
      const { imports } = into(module, `${server}/modules/riskprofile`);
      const code = `import type { Anything } from '${imports}';\n`;
      expect(await reported(module, code)).toEqual([restrictedPaths]);
    });

    it('holds for every module folder', async () => {
      const modules = foldersIn(`${server}/modules`);
      expect(modules.length).toBeGreaterThan(1);
      for (const from of modules) {
        const other = from === 'riskprofile' ? 'product' : 'riskprofile';
        const { file, imports } = into(
          `${server}/modules/${from}/probe.ts`,
          `${server}/modules/${other}`,
        );
        expect(await reported(file, importOf(imports)), `${from} → ${other}`).toEqual([
          restrictedPaths,
        ]);
      }
    });
  });

  describe('server: http sits below the modules; page hosting is a module', () => {
    const http = `${server}/http/probe.ts`;
    const pages = `${server}/modules/pages/probe.ts`;
    expectForbidden(restrictedPaths, [
      into(http, `${server}/modules/messages`),
      into(http, `${server}/modules/pages`),
      { file: http, imports: '../modules/auth/session.ts' },
      // pages declares the files it composes, not their whole modules.
      { file: pages, imports: '../messages/messages.routes.ts' },
      into(pages, `${server}/modules/riskprofile`),
    ]);
    expectAllowed([
      into(http, `${server}/http`),
      into(http, `${server}/db`),
      into(http, `${server}/knowledge-base`),
      { file: http, imports: '../errors.ts' },
      // Its tests may drive the whole app, logging in through the auth module's helpers.
      { file: `${server}/http/probe.test.ts`, imports: '../modules/auth/auth-test-helpers.ts' },
      { file: pages, imports: '../messages/messages.repository.ts' },
      { file: pages, imports: '../env/env.routes.ts' },
      { file: pages, imports: '../content-pages/content-library.ts' },
      into(pages, `${server}/http`),
    ]);
  });

  describe('server: SQL only in repositories and db/ (ADR 41)', () => {
    const fixtures = `${server}/test/eslint-fixtures/sql`;
    const fixture = (name: string) => readFileSync(path.join(root, fixtures, name), 'utf8');
    const outside = [
      `${server}/modules/product/probe.ts`,
      `${server}/modules/health/health.routes.ts`,
      `${server}/http/probe.ts`,
      `${server}/knowledge-base/probe.ts`,
      `${server}/cli/probe.ts`,
      `${server}/gates/probe.ts`,
    ];
    const inside = [
      `${server}/modules/product/probe.repository.ts`,
      `${server}/http/probe.repository.ts`,
      `${server}/db/probe.ts`,
      `${server}/db/migrations/probe.ts`,
      // Tests and the harness check what was stored.
      `${server}/modules/product/probe.test.ts`,
      `${server}/test/probe.ts`,
    ];

    it.each(outside)('%s may not build a query', async (file) => {
      expect(await reported(file, fixture('query-builder.ts'))).toEqual([restrictedSyntax]);
    });

    it.each(outside)('%s may not import kysely to write SQL', async (file) => {
      expect(await reported(file, fixture('raw-sql.ts'))).toEqual([
        restrictedImports,
        restrictedSyntax,
      ]);
      expect(await reported(file, importOf('kysely'))).toEqual([restrictedImports]);
    });

    it.each(outside)('%s may take the connection and open a transaction', async (file) => {
      expect(await reported(file, fixture('connection-passed-on.ts'))).toEqual([]);
    });

    it.each(inside)('%s may build queries and write SQL', async (file) => {
      expect(await reported(file, fixture('query-builder.ts'))).toEqual([]);
      expect(await reported(file, fixture('raw-sql.ts'))).toEqual([]);
    });
  });

  describe('packages/clinical is pure', () => {
    const clinical = 'packages/clinical/src/probe.ts';
    expectForbidden(restrictedImports, [
      { file: clinical, imports: 'node:fs' },
      { file: clinical, imports: 'fs' },
      { file: clinical, imports: 'fs/promises' },
      { file: clinical, imports: 'react' },
      { file: clinical, imports: 'react-dom/client' },
    ]);
    // Workspace specifiers resolve to the packages' files, so the zones see them.
    expectForbidden(restrictedPaths, [
      { file: clinical, imports: someSourceOf('contracts') },
      { file: clinical, imports: someSourceOf('assessment') },
      into(clinical, `${web}/lib`),
      { file: clinical, imports: someAppFileOf('server') },
    ]);
    expectAllowed([into(clinical, 'packages/clinical/src')]);
  });

  describe('packages/assessment imports only clinical and contracts', () => {
    const assessment = 'packages/assessment/src/probe.ts';
    expectForbidden(restrictedImports, [
      { file: assessment, imports: 'node:path' },
      { file: assessment, imports: 'path' },
      { file: assessment, imports: 'react' },
    ]);
    expectForbidden(restrictedPaths, [
      into(assessment, server),
      { file: assessment, imports: someAppFileOf('web') },
    ]);
    expectAllowed([
      { file: assessment, imports: someSourceOf('clinical') },
      { file: assessment, imports: someSourceOf('contracts') },
      into(assessment, 'packages/assessment/src'),
    ]);
  });

  describe("packages/assessment's test support is for its tests", () => {
    const testSupport = '../testing/test-knowledge-base.ts';
    expectForbidden(restrictedImports, [
      { file: 'packages/assessment/src/probe.ts', imports: testSupport },
    ]);
    expectAllowed([{ file: 'packages/assessment/src/probe.test.ts', imports: testSupport }]);
    // The rule keeps the pure package's other restrictions.
    expectForbidden(restrictedImports, [
      { file: 'packages/assessment/src/probe.ts', imports: 'node:path' },
    ]);
  });

  describe("packages/assessment's test support is for the server's tests, not its code", () => {
    const testSupport = '@medkompass/assessment/testing/cds-test-context.ts';
    expectForbidden(restrictedPaths, [
      { file: `${server}/modules/cds-hooks/cards/probe.ts`, imports: testSupport },
      { file: `${server}/knowledge-base/probe.ts`, imports: testSupport },
    ]);
    expectAllowed([
      { file: `${server}/modules/cds-hooks/cards/probe.test.ts`, imports: testSupport },
      { file: `${server}/test/probe.ts`, imports: testSupport },
    ]);
  });

  describe('packages/contracts imports no app code and not assessment', () => {
    const contracts = 'packages/contracts/src/probe.ts';
    expectForbidden(restrictedPaths, [
      { file: contracts, imports: someSourceOf('assessment') },
      into(contracts, server),
      { file: contracts, imports: someAppFileOf('web') },
    ]);
    expectAllowed([
      into(contracts, 'packages/contracts/src'),
      { file: contracts, imports: 'zod/mini' },
      { file: contracts, imports: someSourceOf('clinical') },
    ]);
  });

  describe('contracts and the web app use zod/mini (ADR 29)', () => {
    expectForbidden(restrictedImports, [
      { file: 'packages/contracts/src/probe.ts', imports: 'zod' },
      { file: `${web}/lib/probe.ts`, imports: 'zod' },
      { file: `${web}/features/search/probe.tsx`, imports: 'zod' },
    ]);
    expectAllowed([
      { file: `${web}/lib/probe.ts`, imports: 'zod/mini' },
      // The server's own contract, and tests, may use classic Zod.
      { file: 'packages/contracts/src/cds-hooks.ts', imports: 'zod' },
      { file: 'packages/contracts/src/probe.test.ts', imports: 'zod' },
      { file: `${server}/probe.ts`, imports: 'zod' },
    ]);
  });

  describe("a source's descriptor loads its pages with import() (ADR 40)", () => {
    const descriptor = `${web}/features/lactation/index.ts`;
    expectForbidden(restrictedImports, [
      into(descriptor, `${web}/features/lactation/components`),
      into(`${web}/features/renal/index.ts`, `${web}/features/renal/hooks`),
      { file: descriptor, imports: 'zod' },
    ]);
    expectAllowed([
      into(descriptor, `${web}/lib/assessment`),
      // Only the descriptor is held back: the views import each other as before.
      into(
        `${web}/features/lactation/components/probe.tsx`,
        `${web}/features/lactation/components`,
      ),
    ]);
  });

  describe('feature views schedule nothing (ADR 42)', () => {
    const scheduling = "import { useDeferredValue, memo } from 'react';\n";

    it("refuses React's scheduling in a feature's views and hooks", async () => {
      expect(await reported(`${web}/features/renal/components/probe.tsx`, scheduling)).toEqual([
        'no-restricted-imports',
      ]);
      const transition = "import { startTransition } from 'react';\n";
      expect(await reported(`${web}/features/search/hooks/probe.ts`, transition)).toEqual([
        'no-restricted-imports',
      ]);
    });

    it('accepts it where the tuning lives, and the rest of React in a feature', async () => {
      expect(await reported(`${web}/app/first-paint/probe.tsx`, scheduling)).toEqual([]);
      const memo = "import { memo } from 'react';\n";
      expect(await reported(`${web}/features/renal/components/probe.tsx`, memo)).toEqual([]);
    });

    it('still holds a feature to zod/mini', async () => {
      expect(await reported(`${web}/features/renal/components/probe.tsx`, importOf('zod'))).toEqual(
        ['no-restricted-imports'],
      );
    });
  });

  describe('the web app imports each React Aria component from its own module (ADR 30)', () => {
    expectForbidden(restrictedImports, [
      { file: `${web}/features/search/probe.tsx`, imports: 'react-aria-components' },
    ]);
    expectAllowed([
      { file: `${web}/features/search/probe.tsx`, imports: 'react-aria-components/Button' },
      { file: `${web}/features/search/probe.test.tsx`, imports: 'react-aria-components' },
    ]);

    it('accepts a type from the index, which no bundle loads', async () => {
      const code = "import type { Key } from 'react-aria-components';\n";
      expect(await reported(`${web}/features/search/probe.tsx`, code)).toEqual([]);
    });
  });

  describe('no import cycles', () => {
    const fixture = `${server}/test/eslint-fixtures/cycle`;

    it('reports a module whose imports lead back to it (a → b → c → a)', async () => {
      const code = readFileSync(path.join(root, fixture, 'a.ts'), 'utf8');
      expect(await reported(`${fixture}/a.ts`, code)).toEqual(['import-x/no-cycle']);
    });

    it('accepts a module that imports a cycle it is not part of', async () => {
      expect(await reported(`${fixture}/probe.ts`, importOf('./a.ts'))).toEqual([]);
    });
  });
});
