// Lint zones keep the architecture honest (docs/architecture.md): the layers of each workspace import
// only downward, by path at any depth (import-x/no-restricted-paths, on imports resolved as
// TypeScript resolves them), with no import cycle (import-x/no-cycle); domain, reading and use-case
// code stay free of Express and Firebase; and only data/, blobs/, payments/, commands/ and index.ts
// talk to firebase-admin or Stripe. functions/scripts/lintFences.test.ts shows each fence refusing.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

/** A fence: nothing under `target` imports anything under `from` (paths from the repository's root). */
const fence = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
/** The repository's root: zones and projects are found from here, wherever ESLint is run from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = './web/src';
const API = './functions/src';
/** Everything of the API above the domain: the adapters, HTTP, the use cases, the wiring. */
const API_ABOVE_DOMAIN = ['usecases', 'http', 'data', 'blobs', 'payments', 'commands', 'index.ts', 'config.ts'];
/**
 * The domain's ports name the engine's types from its leaf alone, never its modules. (A domain rule's
 * test may wire the real engine in, as index.ts does.)
 */
const DOMAIN_SEES_ENGINE_TYPES = fence(
  `${API}/domain`,
  `${API}/reading`,
  'domain/ names the engine only through its types leaf (reading/types.ts).',
  ['./types.ts'],
);
/**
 * The engine is entered by its doors: reading/index.ts in Node, reading/guide.ts in the browser, and
 * its types leaf. (The domain sees the leaf alone; use cases and http/ not even that.)
 */
const ENGINE_DOORS = ['./index.ts', './guide.ts', './types.ts'];
const THROUGH_ENGINE_DOORS = [
  // The browser has its own door: the Node one loads sharp.
  fence(WEB, `${API}/reading`, 'The browser enters the engine by reading/guide.ts (@engine/guide) or its types leaf.', [
    './guide.ts',
    './types.ts',
  ]),
  ...[
    './scripts',
    './functions/scripts',
    ...['data', 'blobs', 'payments', 'commands', 'index.ts', 'config.ts'].map((adapter) => `${API}/${adapter}`),
  ].map((target) =>
    fence(
      target,
      `${API}/reading`,
      'The engine is entered by reading/index.ts (Node), reading/guide.ts (the browser) or its types leaf.',
      ENGINE_DOORS,
    ),
  ),
];
/**
 * Inside the engine, hand/ leans on no lines/ or words/, lines/ on no words/, and none of the
 * folders on photo/ (sharp), which is left to the modules that put the engine together
 * (reading/index.ts).
 */
const ENGINE_FOLDERS = ['photo', 'hand', 'lines', 'words'];
const ENGINE_ORDER = ENGINE_FOLDERS.flatMap((folder, at) =>
  ENGINE_FOLDERS.filter((other, i) => i > at || (other === 'photo' && at > 0)).map((other) =>
    fence(
      `${API}/reading/${folder}`,
      `${API}/reading/${other}`,
      `reading/${folder}/ does not lean on reading/${other}/ (the engine's order: reading/index.ts).`,
    ),
  ),
);
const ZONES = [
  ...THROUGH_ENGINE_DOORS,
  ...ENGINE_ORDER,
  // web/src (docs/architecture.md, "The shape")
  ...FEATURES.map((feature) =>
    fence(
      `${WEB}/features/${feature}`,
      `${WEB}/features`,
      'Features do not import each other: move what they share into data/, lib/ or ui/.',
      [`./${feature}`],
    ),
  ),
  fence(`${WEB}/features`, `${WEB}/app`, 'Features sit below app/ (which composes them) and never import it.'),
  ...['features', 'app'].map((above) =>
    fence(`${WEB}/data`, `${WEB}/${above}`, 'data/ is shared by the features and never imports them or app/.'),
  ),
  ...['lib', 'ui'].flatMap((low) =>
    ['data', 'features', 'app'].map((above) =>
      fence(
        `${WEB}/${low}`,
        `${WEB}/${above}`,
        'lib/ and ui/ sit below data/, the features and app/ and never import them.',
      ),
    ),
  ),
  // functions/src
  fence(`${API}/contract`, API, 'contract/ is the leaf both workspaces share: it imports nothing else of the API.', [
    './contract',
  ]),
  DOMAIN_SEES_ENGINE_TYPES,
  ...['domain', 'reading'].flatMap((layer) =>
    API_ABOVE_DOMAIN.map((above) =>
      fence(
        `${API}/${layer}`,
        `${API}/${above}`,
        `${layer}/ depends on nothing above it (contract/, domain/, reading/ only).`,
      ),
    ),
  ),
  ...['http', 'data', 'blobs', 'payments', 'commands', 'index.ts', 'config.ts', 'reading'].map((adapter) =>
    fence(
      `${API}/usecases`,
      `${API}/${adapter}`,
      'Use cases see storage, photos, payments and the engine through their ports (domain/).',
    ),
  ),
  ...['data', 'blobs', 'payments', 'commands', 'index.ts', 'reading'].map((adapter) =>
    fence(
      `${API}/http`,
      `${API}/${adapter}`,
      'http/ reaches storage and the engine through use cases and ports, never an adapter.',
    ),
  ),
  ...['data', 'blobs', 'payments'].flatMap((adapter) =>
    ['http', 'usecases', 'commands', 'index.ts'].map((above) =>
      fence(
        `${API}/${adapter}`,
        `${API}/${above}`,
        'Adapters only store: they import the ports they implement, never the layers above.',
      ),
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      // The API's compiled output (web/src/lib is source, and linted).
      'functions/lib/**',
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
    // The fences: imports resolved as each workspace's TypeScript resolves them (aliases, .js → .ts).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'functions/scripts/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The files imported are read as TypeScript too (a cycle through a .ts file is seen).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Each workspace's files resolved by its own TypeScript project: the web's aliases (@contract,
  // @engine) resolve only so. (One resolver over the three projects resolved no alias inside ESLint,
  // and so fenced nothing imported through one.)
  ...[
    ['web/src/**/*.{ts,tsx}', 'web'],
    ['functions/src/**/*.ts', 'functions'],
    ['functions/scripts/**/*.ts', 'functions'],
    ['scripts/**/*.ts', 'scripts'],
  ].map(([files, workspace]) => ({
    files: [files],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}${workspace}/tsconfig.json` })],
    },
  })),
  {
    files: ['functions/src/domain/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: ZONES.filter((zone) => zone !== DOMAIN_SEES_ENGINE_TYPES) },
      ],
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
          ],
        },
      ],
    },
  },
  {
    // Every sentence a person can read of the API comes from one place: the error catalogue and the
    // link previews' words (contract/), or the reading's words (reading/words/texts/). A sentence: a capital,
    // words and a full stop, or a template that opens like one. (commands/ talk to developers.)
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/contract/**',
      'functions/src/reading/words/texts/**',
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
