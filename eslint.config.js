// Lint zones keep the architecture honest: features never reach into each other, domain and
// reading code stay free of Express and Firebase, and only data/, blobs/, payments/ and index.ts
// talk to firebase-admin or Stripe.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['onboarding', 'readings', 'sharing', 'compatibility', 'subscription'];
const SDKS = ['firebase-admin', 'firebase-admin/*', 'stripe', 'firebase-functions', 'firebase-functions/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/lib/**',
      '**/dist/**',
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
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'lib/ and ui/ sit below the features and never import them.' }] },
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
      'functions/src/test/**',
      'functions/src/reliability/**',
      'functions/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [],
          patterns: [
            { group: SDKS, message: 'Only data/, blobs/, payments/ and index.ts use firebase-admin or Stripe.' },
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
);
