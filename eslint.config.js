// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, readFileSync } from 'node:fs';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Import zones (docs/architecture.md, "Layers"). Web: features do not import each other; shared code (components, lib,
 * config) imports no feature; only app/ puts features together. API: a module reaches another only through its index.ts.
 */
const webFeatures = foldersIn('./apps/web/src/features');
const apiModules = foldersIn('./apps/api/src/modules');
const zones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components/, lib/ or packages/contracts.',
  })),
  ...['components', 'lib', 'config'].map((shared) => ({
    target: `./apps/web/src/${shared}`,
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code does not import features or the app.',
  })),
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not import the app.' },
  ...apiModules.map((module) => ({
    target: `./apps/api/src/modules/!(${module})/**`,
    from: `./apps/api/src/modules/${module}`,
    except: ['./index.ts'],
    message: `Another module reaches ${module} only through modules/${module}/index.ts.`,
  })),
];

/**
 * SQL only in repositories (decisions 025, 059): outside a `repository.ts` no file may import a table object from
 * @jobbridge/db, so no query can be built there. The table names are read from the schema files.
 */
const schemaDir = new URL('./packages/db/src/schema/', import.meta.url);
const tableNames = readdirSync(schemaDir).flatMap((file) =>
  [...readFileSync(new URL(file, schemaDir), 'utf8').matchAll(/export const (\w+) = pg\w+\(/g)].map((m) => m[1]),
);
const tablesOnlyInRepositories = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: '@jobbridge/db',
          importNames: [...tableNames, 'schema'],
          message: 'Tables are used only in a repository.ts (decision 059): move the statement there and call it.',
        },
      ],
    },
  ],
};

/** Tests read JSON replies as \`any\`: the assertions check their shape, so the no-unsafe-* family is off there. */
const testFiles = ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**', 'packages/*/test/**'];

/** Lint rules for the whole repository; `npm run lint` (part of `npm test`) must print nothing. See decision 028. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'e2e/.artifacts/**',
      '**/coverage/**',
      '.data*/**',
      'packages/db/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Every TypeScript file belongs to a workspace's tsconfig; the few loose files use the default project.
        projectService: { allowDefaultProject: ['*.js', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Fastify plugins and interface methods are async without awaiting by design (their callers await them).
      '@typescript-eslint/require-await': 'off',
      // React event props take a promise-returning handler; its errors are handled inside the handler.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      // What Prettier cannot wrap (a regular expression, a long text) is built from named parts (decision 062).
      'max-len': ['error', { code: 160, ignoreUrls: true }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
  },
  { files: ['apps/api/src/**/*.ts'], rules: tablesOnlyInRepositories },
  {
    // Where tables may be named: repositories only (decision 059).
    files: ['apps/api/src/**/{repository,*-repository}.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Mocks read fetch arguments and pass methods to expect(); both are fine in a test.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Assertions there state the shape a test expects; the type checker and the linter disagree on some.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['apps/web/src/**/*.tsx', 'packages/resume-pdf/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/web/src/**/*.tsx'],
    // A label's text is often a few elements down (name, badge, file name): look deep enough to find it.
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { depth: 5 }] },
  },
);
