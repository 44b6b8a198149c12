// One type-checked typescript-eslint config for every package.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint.boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/generated/**',
      '**/node_modules/**',
      '**/*.mjs',
      '**/*.js',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Small files that say what they hold (issue 41): split a longer one by use case.
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Written by generators (the OpenAPI metadata), never by hand.
    files: ['**/*.generated.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // NestJS injects by constructor parameter type: those imports must stay values.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Every transaction goes through runTransaction (PrismaService.transaction): it retries deadlocks and
    // serialization failures and answers WRITE_CONFLICT instead of a 500 (issue 37).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/common/prisma/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='$transaction']",
          message: 'Open transactions with PrismaService.transaction() or runTransaction(): they retry deadlocks.',
        },
      ],
    },
  },
  {
    // Data access only in repositories (issue 40): outside them and the Prisma module, code sees repository
    // methods, the types they export and common/prisma's refusal kinds, never the Prisma client or its types.
    // Tests under apps/api/test (seeding, equivalence checks) may use it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/common/prisma/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@prisma/|(^|/)generated/prisma(/|$)',
              message:
                'Only *.repository.ts and src/common/prisma/ use the Prisma client: call a repository, use a type it ' +
                'exports (or one from @freight/shared), or common/prisma/db-refusal for what the database refused.',
            },
          ],
        },
      ],
    },
  },
  {
    // Import boundaries between layers (eslint.boundaries.mjs), on resolved paths: `@/` aliases and `.js`
    // names of `.ts` files resolve through each package's tsconfig.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }] },
  },
);
