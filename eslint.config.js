import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/eslint/no-import-cycle.js';

const CLIENT = [
  './src/app',
  './src/features',
  './src/renderer',
  './src/registry',
  './src/data',
  './src/state',
  './src/ui',
  './src/admin-kit',
];

/** Every folder of src/features, read at lint time so that a new feature gets its zone without an edit here. */
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import directions of DESIGN.md, enforced: domain ← registry/data/state/ui ← renderer ← features ← app. */
const boundaries = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure: it imports nothing else of src.',
  },
  ...CLIENT.map((target) => ({ target, from: './src/server', message: 'Client code never imports server code.' })),
  { target: './src/server', from: CLIENT, message: 'The server imports domain and schemas, never client code.' },
  {
    target: './modules',
    from: ['./src/app', './src/features', './src/renderer', './src/data', './src/state', './src/server'],
    message: 'Modules import only domain, registry and ui.',
  },
  {
    target: './connectors',
    from: ['./src/app', './src/features', './src/renderer', './src/state', './modules'],
    message:
      'Connectors import only domain, registry, ui, data and admin-kit (client side) or src/server (server side).',
  },
  {
    target: ['./connectors/index.ts', './connectors/*/*.{ts,tsx}'],
    from: './src/server',
    message: "A connector's client side never imports server code; only its server/ folder may.",
  },
  {
    target: './connectors/*/server',
    from: ['./src/ui', './src/data', './src/admin-kit', './src/registry'],
    message: "A connector's server side imports domain and src/server only.",
  },
  {
    target: [...CLIENT, './modules'],
    from: './connectors/*/server',
    message: "Only the server imports a connector's server side.",
  },
  {
    target: ['./src/registry', './src/data', './src/state', './src/ui'],
    from: ['./src/renderer', './src/features', './src/app', './src/admin-kit'],
    message: 'Lower layers never import upper ones.',
  },
  {
    target: './src/admin-kit',
    from: ['./src/features', './src/app', './src/renderer'],
    message: 'The admin kit imports domain, data, state and ui only: screens import it, never the other way.',
  },
  {
    target: './src/renderer',
    from: ['./src/features', './src/app'],
    message: 'The renderer never imports features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app shell.' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to a lower layer, or compose them in src/app.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'storybook-static',
      'test-results',
      'playwright-report',
      '**/__generated__/**',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these import-x reads no TypeScript module it resolves, and import-x/no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['connectors/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A connector never imports another connector.' }] },
      ],
    },
  },
  {
    files: ['connectors/*/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/', message: 'A connector never imports another connector.' },
          ],
        },
      ],
    },
  },
  {
    files: ['modules/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A sibling kind's folder: '../other-kind/…' (the '../../src' and '../../tests' paths stay allowed).
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A module kind never imports another kind.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}', 'connectors/**/*.{ts,tsx}'],
    plugins: { sightline: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'sightline/no-import-cycle': 'error',
    },
  },
);
