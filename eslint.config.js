// Code lint: typescript-eslint, React hooks, and import rules that keep the layers one-way.
// The GraphQL schema has its own config (eslint.schema.config.mjs, `npm run lint:schema`).
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server modules the client build imports, relative to ./server: the rules and limits the builder app
// and the published portal show before they send anything, so they never re-type a server rule.
// Each is bundled into the client: no Node APIs, no database, no zod schemas (the rule below holds them to it).
const SHARED_WITH_CLIENT = [
  './modules/database/database.rules.ts',
  './modules/database/database.number-format.ts',
  './modules/database/database.csv-dates.ts',
  './modules/database/database.csv-numbers.ts',
  './modules/page/page.rules.ts',
  './modules/event/event.rules.ts',
  './modules/ticket/ticket.rules.ts',
  './modules/portal/portal.limits.ts',
  './modules/customer/customer.limits.ts',
  './modules/workflow/workflow.limits.ts',
  './modules/user/user.limits.ts',
  './modules/service/service.rules.ts',
  './modules/payment/payment.rules.ts',
  './modules/webhook/webhook.rules.ts',
  './core/limits.ts',
  './core/ids.ts',
  './core/slug.ts',
];
const SHARED_NAMES = SHARED_WITH_CLIENT.map((file) => path.basename(file, '.ts').replaceAll('.', '\\.'));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'client/src/gql/**',
      'client/dist/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/first': 'error',
      'no-control-regex': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Layers depend one way: db ← server/core ← server/modules ← server/app; the client never reaches
      // into the server (except the shared, dependency-free rule modules), features never into pages.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './db', from: ['./server', './client'], message: 'db/ is below the server: it must not import it.' },
            {
              target: './server/core',
              from: './server/modules',
              message: 'server/core is shared by every domain: a domain plugs into it, never the reverse.',
            },
            { target: './server', from: './client', message: 'The server does not import client code.' },
            {
              target: './client',
              from: './server',
              except: SHARED_WITH_CLIENT,
              message: 'The client imports only the shared rules and limits modules from the server (SHARED_WITH_CLIENT above).',
            },
            { target: './client/src/features', from: './client/src/pages', message: 'Features are composed by pages, never the reverse.' },
            // Three apps share one build: the builder (app, pages, features), the published portal
            // (portal-site: a small bundle of its own) and what both draw (portal-render: the theme, the blocks).
            {
              target: './client/src/portal-site',
              from: ['./client/src/features', './client/src/pages', './client/src/app', './client/src/graphiql'],
              message: 'The published portal never imports the builder app; what both draw lives in client/src/portal-render.',
            },
            {
              target: './client/src/features',
              from: './client/src/portal-site',
              message: 'Builder features never import the published portal; what both draw lives in client/src/portal-render.',
            },
            {
              target: './client/src/portal-render',
              from: ['./client/src/features', './client/src/pages', './client/src/app', './client/src/portal-site'],
              message:
                'portal-render is shared by the builder and the published portal: it imports neither (each passes its data blocks in).',
            },
            {
              target: './client/src/app',
              from: ['./client/src/features', './client/src/portal-site'],
              message:
                'The shell (providers, router, layout) never imports features: a page composes them (client/src/pages) and passes them in.',
            },
            { target: './server', from: './tests', message: 'Application code does not import tests.' },
            { target: './client/src', from: './tests', message: 'Application code does not import tests.' },
          ],
        },
      ],
    },
  },
  {
    // What the client bundles from the server stays client-safe: no package but zod's core regexes, no
    // server module but another shared one; types from anywhere (they leave no code).
    files: SHARED_WITH_CLIENT.map((file) => `server/${file.slice(2)}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|zod/v4/core$)',
              allowTypeImports: true,
              message: 'The client bundles this module: no packages (no Node, no database, no zod schemas), types aside.',
            },
            {
              regex: `^\\.{1,2}/(?!(?:.*/)?(?:${SHARED_NAMES.join('|')})\\.js$)`,
              allowTypeImports: true,
              message: 'The client bundles this module: it imports only the other modules of SHARED_WITH_CLIENT, types aside.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A replacement text built from data reads $&, $', $` and $$ in it as patterns (a portal named
    // "A $' B" once broke the published HTML): give replace() a function, or insert by position.
    files: ['server/**/*.ts', 'client/vite.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|Identifier|BinaryExpression|MemberExpression|CallExpression)$/]:not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message: 'A replacement text made from data is read for $ patterns: pass a function, e.g. .replace(x, () => text).',
        },
      ],
    },
  },
  {
    // Tests and benchmarks read untyped JSON answers; `any` there is the honest type.
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
