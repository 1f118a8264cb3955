import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import boundaries (docs/architecture.md, "Boundaries"): a shortcut fails here instead of settling in.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@portal/server', '@portal/web', '**/apps/**'], message: 'The domain imports no app.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/modules/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/web', '**/apps/web/**', '**/web/src/**'],
              message: 'The server never imports the web app.',
            },
            {
              group: ['**/modules/*/*', '!**/modules/*/index.js', '!**/modules/*/schema.js'],
              message: "Use the module's public index (src/modules/<name>/index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The list of modules and what a manifest is: each module through its index (or its schema file).
    files: ['apps/server/src/modules/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
            {
              regex: '^\\./[^/]+/(?!(index|schema)\\.js$)',
              message: "A module is reached through its public index (./<name>/index.js) or its tables' schema.js.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
              message: 'Another module is reached through its public index (../<name>/index.js).',
            },
            {
              group: ['**/db/schema.js'],
              message: "A module imports its own tables from ./schema.js and others' through their index.",
            },
          ],
        },
      ],
    },
  },
  {
    // Schema files load only schema files, so Drizzle's schema (every module's schema.ts) loads no routes.
    files: ['apps/server/src/modules/*/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!schema\\.js$)',
              message: "A schema file takes another module's tables from its schema file (../<name>/schema.js).",
            },
            { regex: '^\\./', message: 'A schema file imports no other file of its module.' },
            {
              group: ['**/db/schema.js'],
              message: "A schema file takes another module's tables from its schema file (../<name>/schema.js).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/server', '**/apps/server/**', '**/server/src/**'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/server', '**/apps/server/**'], message: 'The web app never imports the server.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Another feature is reached through its index file (../<name>).',
            },
            { group: ['**/app/*'], message: 'Features do not import the app that lists them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shell/**/*.{ts,tsx}', 'apps/web/src/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'The shell and the kit serve every feature and import none.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*'],
              message: 'The app takes each feature from its index file (../features/<name>).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
