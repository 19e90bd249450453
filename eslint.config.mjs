import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Frontend boundaries (frontend/src) -----------------------------------------------------------
// app/ and routes/ compose features; a feature (features/<name>/) stands alone and builds on the
// shared code (components/, lib/, hooks/, config/, i18n/), which knows no feature. Every folder under
// features/ is one feature, so a new one is covered without touching this file.
const frontend = './frontend/src';
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedFolders = ['components', 'lib', 'hooks', 'config', 'i18n'];
const frontendBoundaries = [
  ...features.map((feature) => ({
    target: `${frontend}/features/${feature}`,
    from: `${frontend}/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other: move the shared piece to components/, lib/ or hooks/, or compose both in a route.',
  })),
  {
    target: `${frontend}/features`,
    from: [`${frontend}/app`, `${frontend}/routes`],
    message: 'A feature does not know the app or its routes: the route passes what the feature needs.',
  },
  ...sharedFolders.map((folder) => ({
    target: `${frontend}/${folder}`,
    from: [`${frontend}/features`, `${frontend}/app`, `${frontend}/routes`],
    message: 'Shared code (components, lib, hooks, config, i18n) never imports a feature, the app or a route.',
  })),
  {
    target: `${frontend}/testing`,
    from: `${frontend}/features`,
    message: 'Test helpers are shared: they take API types from @telisik/contract, not from a feature.',
  },
];
// ---- end of frontend boundaries -----------------------------------------------------------------

// ---- Backend boundaries (backend/src) -------------------------------------------------------------
// Every folder under backend/src is one feature, except the shared infrastructure below, so a new
// feature is covered without touching this file. A feature offers what others may use through its
// index.ts (its public face: module, services, guards, types) and keeps the rest, above all its
// tables, to itself. The shared folders know no feature: common/ (errors, messages, dates, outbox,
// rate limits, scheduled-run claiming), database/ (the connection and migrations) and config/ (the
// app's own variables; each feature parses its own). cli/ and the files at the root of src
// (app.module.ts, app-config.ts, entities.ts, …) are composition roots: they import features, through their faces too. Tests may reach inside.
// A feature's face offers no entity class, so its tables are read only inside it; the one file that
// names every feature's entities is src/entities.ts (the table list of DataSources built outside
// Nest), which imports them from the files that declare them and from nowhere else inside a feature.
const backend = './backend/src';
const backendShared = ['common', 'config', 'database', 'cli'];
const backendFeatures = readdirSync(new URL('./backend/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !backendShared.includes(entry.name))
  .map((entry) => entry.name);
const outside = (feature) => [`${backend}/!(${feature})/**`, `${backend}/!(entities).ts`];
/** The files of a feature that declare its tables (relative to it): entities/, *.entity.ts, *.entities.ts. */
const tableFiles = (feature) =>
  readdirSync(new URL(`${backend}/${feature}`, import.meta.url), { recursive: true })
    .filter((file) => file === 'entities' || (/\.entit(y|ies)\.ts$/.test(file) && !file.startsWith('entities/')))
    .map((file) => `./${file}`);
// A second, pure face where code must load without Nest or the database (market-scores' worker
// threads read the point-in-time cut).
const pureFaces = { 'market-data': ['./point-in-time/index.ts'] };
const backendBoundaries = [
  // scoring has its own, stricter zones below (tests included).
  ...backendFeatures.filter((feature) => feature !== 'scoring').map((feature) => ({
    target: [`${backend}/!(${feature})/**`, `${backend}/!(entities).ts`],
    from: `${backend}/${feature}`,
    except: ['./index.ts', ...(pureFaces[feature] ?? [])],
    message: `Import ${feature} through its public face, its index.ts: add what you need there, or ask its service.`,
  })),
  ...backendFeatures.map((feature) => ({
    target: outside(feature),
    from: [`${backend}/${feature}/**/*.entity.ts`, `${backend}/${feature}/entities/**`],
    message: `The tables of ${feature} are its own: ask its service for what you need instead of importing its entity.`,
  })),
  ...backendFeatures.map((feature) => ({
    target: `${backend}/entities.ts`,
    from: `${backend}/${feature}`,
    except: ['./index.ts', ...tableFiles(feature)],
    message: 'src/entities.ts lists the tables: it imports the files that declare them (or a face), nothing else inside a feature.',
  })),
  {
    target: [`${backend}/common`, `${backend}/database`, `${backend}/config`],
    from: backendFeatures.map((feature) => `${backend}/${feature}`),
    message:
      'Shared infrastructure (common/, database/, config/) knows no feature: pass what it needs in (a feature parses its own variables; src/app-config.ts composes them).',
  },
];
// ---- end of backend boundaries ------------------------------------------------------------------

// Import cycles, checked in both halves. Only value imports count (`import type` is erased), and
// packages are not followed, which keeps the check to the project's own files.
const noCycle = ['error', { ignoreExternal: true }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // Nest injects by the runtime class of constructor parameters: those imports must stay values.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  // ---- Backend boundaries (issue 7, issue 24) ------------------------------------------------------
  // Which backend folder may import which, checked on resolved paths (import-x/no-restricted-paths),
  // so `../..`-style relative imports cannot slip past a name pattern: the zones built at the top of
  // this file (backendBoundaries) plus the scoring core's own. Frontend rules live in their own block below.
  {
    files: ['backend/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
      // The files import-x parses to follow imports (no-cycle); without it, only .js is read.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './backend/src/scoring',
              from: './backend/src',
              except: ['./scoring', './common'],
              message: 'scoring is the pure core: it imports only itself and common/ (no feature, no database).',
            },
            {
              target: [
                './backend/src/!(scoring)/**',
                './backend/src/*.ts',
                './backend/test/!(scoring)/**',
                './backend/test/*.ts',
              ],
              from: './backend/src/scoring',
              except: ['./index.ts'],
              message: "Import the scoring core through its public face, 'scoring' (scoring/index.ts).",
            },
            {
              target: './backend/src/database',
              from: './backend/src',
              except: ['./database', './config', './common'],
              message:
                'The data layer knows no feature: entities are registered by their modules (TypeOrmModule.forFeature) or listed in src/entities.ts.',
            },
            {
              target: './backend/src/market-data',
              from: ['./backend/src/analyses', './backend/src/quota'],
              message: 'market-data serves analyses and quota; it never imports them.',
            },
            ...backendBoundaries,
          ],
        },
      ],
      'import-x/no-cycle': noCycle,
    },
  },
  {
    files: ['backend/src/scoring/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'pg', 'express', 'class-validator', 'class-transformer'],
              message: 'scoring is pure: no framework, no database, no HTTP.',
            },
          ],
        },
      ],
    },
  },
  // ---- end of backend boundaries ----------------------------------------------------------------
  {
    // The contract (contract/) is declarations only: nothing of it exists at run time.
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@telisik/contract',
              allowTypeImports: true,
              message: '@telisik/contract has types only: import it with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // A focused test (.only) silently skips every other test of its file or run: never committed,
    // in any tier (Jest, Vitest, Playwright). Nor a skipped one: a test runs or it is deleted.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(describe|it|test|suite)$/][property.name=/^(only|skip)$/]",
          message: 'No focused (.only) or skipped (.skip) tests: every test runs in every tier.',
        },
        {
          selector: "MemberExpression[object.object.name=/^(describe|it|test)$/][property.name=/^(only|skip)$/]",
          message: 'No focused (.only) or skipped (.skip) tests: every test runs in every tier.',
        },
        {
          selector: "CallExpression[callee.name=/^(fit|fdescribe|xit|xdescribe|xtest)$/]",
          message: 'No focused or skipped tests: every test runs in every tier.',
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Frontend boundaries: the zones are built at the top of this file (frontendBoundaries).
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: new URL('./frontend/tsconfig.json', import.meta.url).pathname },
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: frontendBoundaries }],
      'import-x/no-cycle': noCycle,
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The service worker's push handler (imported by the generated worker) runs in a worker scope.
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
);
