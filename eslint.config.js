// Lint zones keep the architecture honest (docs/architecture.md): features never reach into each
// other; domain, reading and use-case code stay free of Express and Firebase; only http/ speaks
// HTTP; and only data/, blobs/, payments/, commands/ and index.ts talk to firebase-admin or Stripe.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of web/src/features is a feature: a new one is fenced in the day it is made.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A sentence for people: a capital, words and a full stop, or a template that opens like one. */
const NO_SENTENCES = [
  "Literal[value=/^[A-Z][a-z']* [a-z][^\\n]*[.!?]$/]",
  "TemplateElement[value.raw=/^[A-Z][a-z']* [a-z]+ [a-z]/]",
].map((selector) => ({
  selector,
  message: 'A sentence for people belongs in the error catalogue (contract/errors.ts).',
}));
const SDKS = ['firebase-admin', 'firebase-admin/*', 'stripe', 'firebase-functions', 'firebase-functions/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/lib/**',
      '**/dist/**',
      '**/.prerender/**',
      '.data/**',
      '.test-data/**',
      'bench/runs/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
              message: 'Features do not import each other: move what they share into lib/ or ui/.',
            },
            {
              regex: '^(\\.\\./)+app(/|$)',
              message: 'Features sit below app/ (which composes them) and never import it.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/(features|app)/', message: 'data/ is shared by the features and never imports them or app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(features|data|app)/',
              message: 'lib/ and ui/ sit below data/, the features and app/ and never import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/data/**',
      'functions/src/blobs/**',
      'functions/src/payments/**',
      'functions/src/index.ts',
      'functions/src/commands/**',
      'functions/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [],
          patterns: [
            {
              group: SDKS,
              message: 'Only data/, blobs/, payments/, commands/ and index.ts use firebase-admin or Stripe.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/domain/**/*.ts', 'functions/src/reading/**/*.ts', 'functions/src/contract/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SDKS, 'express', 'busboy'],
              message: 'domain/, reading/ and contract/ take and return plain values.',
            },
            {
              regex: '^\\.\\./(http|data|blobs|payments)(/|$)',
              message: 'domain/, reading/ and contract/ depend on nothing above them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/usecases/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...SDKS, 'express', 'busboy'], message: 'Use cases work on ports, never on SDKs or HTTP.' },
            {
              regex: '^\\.\\./(http|data|blobs|payments|commands)(/|$)',
              message: 'Use cases see storage, photos and payments through their ports (domain/), never the adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every sentence a person can read of the API comes from one place: the error catalogue and the
    // link previews' words (contract/), or the reading's words (reading/texts/). A sentence: a capital,
    // words and a full stop, or a template that opens like one. (commands/ talk to developers.)
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/contract/**',
      'functions/src/reading/texts/**',
      'functions/src/commands/**',
      'functions/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...NO_SENTENCES] },
  },
  {
    // Each route is declared once, its path from contract/paths.ts (API_PATTERNS, DRAWN_PAGES): a
    // path written out in http/ is a route declared twice. (Same rule key: the sentences stay refused.)
    files: ['functions/src/http/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_SENTENCES,
        {
          selector: 'Literal[value=/^\\/[a-z]/]',
          message: 'Paths come from contract/paths.ts (API_PATTERNS, API_PATHS, DRAWN_PAGES), declared once.',
        },
      ],
    },
  },
);
