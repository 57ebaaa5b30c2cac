// Type-aware linting for the whole monorepo (DESIGN §3.6), including its import boundaries
// (docs/decisions/0012-lint-enforced-boundaries.md; proven by apps/server/src/eslint-boundaries.test.ts).
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

/** The folders directly inside a folder of the repository (read when the config loads). */
function foldersIn(folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// What a server module (apps/server/src/modules/<m>) may import besides its own folder and the
// workspace packages. Paths are relative to apps/server/src.
const serverShared = [
  // Infrastructure every module builds on.
  './http',
  './db',
  './knowledge-base',
  './errors.ts',
  './config.ts',
  // Declared shared modules: the only module-to-module imports allowed.
  './modules/access', // KbRouteContext and SourceAccess: who may read which source, for every KB route
  './modules/auth/session.ts', // the Session type (used by access)
  './modules/auth/country.ts', // country rules of the caller (used by access)
  './modules/auth/auth.service.ts', // resolves a bearer token to a Session (used by access)
  './modules/audit', // the audit trail, written by whatever needs auditing (auth today)
  './modules/mail', // the mailer and its outbox (auth sends password resets)
];
// Test code in a module (*.test.ts, *-test-helpers.ts) may also use the test harness, the CLI
// commands that set up accounts and messages, and the shared login helper.
const serverTestShared = ['./test', './cli', './modules/auth/auth-test-helpers.ts'];
// A module that composes others declares here which of their files it uses, beyond serverShared.
const serverModuleImports = {
  // Page hosting gives each page, inside it, what the API would answer for it at once
  // (first-render.ts): these are the modules whose answers those are.
  pages: [
    './modules/content-pages/content-library.ts',
    './modules/env/env.routes.ts',
    './modules/kb-info/kb-info.routes.ts',
    './modules/messages/messages.repository.ts',
    './modules/product/product.routes.ts',
    './modules/substance/substance.routes.ts',
  ],
};

const webFeatures = 'apps/web/src/features';

/** Imports the web app and the contracts avoid for the size of the first load. */
const webImportPaths = [
  {
    name: 'zod',
    message: "Contracts and the web app use 'zod/mini' (ADR 29).",
  },
  {
    // The index imports every component: through it, the first page's chunk would carry the
    // components only later pages use (ADR 30).
    name: 'react-aria-components',
    allowTypeImports: true,
    message:
      "Import each React Aria component from its own module, e.g. 'react-aria-components/Button' (ADR 30).",
  },
];
const serverModules = 'apps/server/src/modules';

/** import-x/no-restricted-paths zones; paths are relative to the repository root. */
function boundaryZones({ serverTestCode }) {
  return [
    // Web: a feature uses src/components, src/lib and the packages, never another feature or
    // the app shell; components and lib are below the features and the app.
    ...foldersIn(webFeatures).map((feature) => ({
      target: `${webFeatures}/${feature}`,
      from: webFeatures,
      except: [`./${feature}`],
      message:
        'A web feature must not import another feature; move what both need to src/lib or src/components.',
    })),
    {
      target: webFeatures,
      from: 'apps/web/src/app',
      message: 'A web feature must not import the app shell (src/app); the app imports features.',
    },
    {
      target: ['apps/web/src/components', 'apps/web/src/lib'],
      from: [webFeatures, 'apps/web/src/app'],
      message: 'src/components and src/lib must not import features or the app shell.',
    },
    // Server: a module imports its own folder, the shared infrastructure, the declared shared
    // modules and its own declared imports above (plus test support in test code), and the
    // packages.
    ...foldersIn(serverModules).map((module) => ({
      target: `${serverModules}/${module}`,
      from: 'apps/server/src',
      // A Set: a shared module's own folder must not appear twice.
      except: [
        ...new Set([
          `./modules/${module}`,
          ...serverShared,
          ...(serverModuleImports[module] ?? []),
          ...(serverTestCode ? serverTestShared : []),
        ]),
      ],
      message:
        'A server module may import only its own folder, http, db, knowledge-base, errors.ts, config.ts and the shared modules declared in eslint.config.js.',
    })),
    // http is the plumbing every module builds on (headers, compression, caching, limits, errors);
    // what needs a module's answers is a module itself (pages). Its tests may drive the whole app.
    ...(serverTestCode
      ? []
      : [
          {
            target: 'apps/server/src/http',
            from: serverModules,
            message:
              'apps/server/src/http must not import a server module: it is the plumbing below them; page hosting is modules/pages.',
          },
        ]),
    // packages/assessment's testing/ entry (a small knowledge base, a CDS card context) is for
    // tests: the server's tests may use it, the code it runs may not.
    ...(serverTestCode
      ? []
      : [
          {
            target: 'apps/server/src',
            from: 'packages/assessment/testing',
            message:
              "packages/assessment/testing is test support: only the server's tests may import it.",
          },
        ]),
    {
      target: serverModules,
      from: ['apps/web', 'bench', 'e2e', 'knowledge-base'],
      message:
        'A server module must not import the web app, bench, e2e or knowledge-base build code.',
    },
    // Packages: clinical imports no other workspace code; assessment only clinical and contracts;
    // contracts no app code and not assessment. (Third-party packages come from node_modules.)
    // The rule is on the package's source: its Vitest configuration may name the test reporters.
    {
      target: 'packages/clinical/src',
      from: '.',
      except: ['./packages/clinical', './node_modules'],
      message: 'packages/clinical is pure: it imports no app code, contracts or assessment.',
    },
    {
      target: 'packages/assessment',
      from: '.',
      except: [
        './packages/assessment',
        './packages/clinical',
        './packages/contracts',
        './node_modules',
      ],
      message: 'packages/assessment may import only packages/clinical and packages/contracts.',
    },
    {
      target: 'packages/contracts',
      from: ['apps', 'bench', 'e2e', 'knowledge-base', 'packages/assessment'],
      message: 'packages/contracts imports no app code and not packages/assessment.',
    },
  ];
}

const nodeBuiltinMessage =
  'Pure packages run in the browser too: no Node built-ins (pass data in instead).';
const pureImportRestrictions = {
  paths: builtinModules
    .filter((name) => !name.startsWith('_'))
    .map((name) => ({ name, message: nodeBuiltinMessage })),
  patterns: [
    { group: ['node:*'], message: nodeBuiltinMessage },
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      message: 'Pure packages do not depend on React; UI belongs in apps/web.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'coverage/**',
      'data/**',
      // Stryker's sandbox copies of the packages (ADR 34), present while a mutation run lasts.
      '.stryker-tmp/**',
      '.mutation-reports/**',
      '**/*.js',
      '**/*.mjs',
      // Deliberate violations (an import cycle) that only eslint-boundaries.test.ts lints.
      'apps/server/src/test/eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` stays in the output as `import 'module'`: a module imported only for
      // its types would load with the page (its schemas, and Zod with them; ADR 29).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Import boundaries and cycles. The resolver understands workspace specifiers
    // ('@medkompass/contracts/x.ts', through the packages' "exports") and relative .ts/.tsx
    // paths, so the zones compare real files.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: boundaryZones({ serverTestCode: false }) },
      ],
      // Type-only imports are erased and never form a runtime cycle, so the rule skips them.
      // Workspace packages are not traversed: the zones above already make cycles between them
      // impossible.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'apps/server/src/**/*.test.ts',
      `${serverModules}/**/*-test-helpers.ts`,
      'apps/server/src/test/**/*.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: boundaryZones({ serverTestCode: true }) },
      ],
    },
  },
  {
    // The server's SQL lives in repositories (*.repository.ts) and db/ (connection, schema,
    // migrations); everything else calls them (ADR 41). The connection's type may be passed on,
    // and a service may open a transaction for the repositories it calls. Tests and the test
    // harness may query the database directly to check what was stored.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message:
                'SQL lives in *.repository.ts files and db/ (ADR 41): call a repository function instead.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]",
          message:
            'Queries live in *.repository.ts files and db/ (ADR 41): call a repository function instead.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message:
            'SQL lives in *.repository.ts files and db/ (ADR 41): call a repository function instead.',
        },
      ],
    },
  },
  {
    files: ['packages/clinical/**/*.ts', 'packages/assessment/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', pureImportRestrictions] },
  },
  {
    // The web app parses every answer with these contracts: classic Zod cannot be tree-shaken,
    // and one classic schema anywhere in the app brings all of Zod (ADR 29). cds-hooks.ts is the
    // server's alone; tests may use classic Zod and React Aria's index.
    files: ['packages/contracts/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/contracts/src/cds-hooks.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: webImportPaths }] },
  },
  {
    // When the main thread does what is tuning, kept in one place (app/first-paint/, the tab bar's
    // hook in app/layouts/): a feature's views and hooks render what they are given (ADR 42).
    files: [`${webFeatures}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...webImportPaths,
            {
              name: 'react',
              importNames: ['useDeferredValue', 'startTransition', 'useTransition'],
              message:
                "Feature views schedule nothing: the first paint's tuning lives in app/first-paint/ (ADR 42).",
            },
          ],
        },
      ],
    },
  },
  {
    // A source's descriptor (features/<source>/index.ts, ADR 40) is in the first load, since the
    // app composes the tabs and routes from it: its pages come through import(), so a static
    // import of its views or hooks would put them in the first page's chunk.
    files: ['apps/web/src/features/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webImportPaths,
          patterns: [
            {
              group: ['./components/*', './hooks/*'],
              allowTypeImports: true,
              message:
                "A feature's descriptor loads its pages with import(): a static import would put them in the first load (ADR 40).",
            },
          ],
        },
      ],
    },
  },
  {
    // Test support (a small knowledge base, a CDS card context) lives in the package's testing/
    // entry: tests may use it, the package's rules may not.
    files: ['packages/assessment/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...pureImportRestrictions,
          patterns: [
            ...pureImportRestrictions.patterns,
            {
              group: ['**/testing/*'],
              message: 'Test support is for tests: a rule must not depend on it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test states what it expects; a failed non-null assertion fails the test, which is the point.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: {
      ...jsxA11y.flatConfigs.strict.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
