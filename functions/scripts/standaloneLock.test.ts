import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedFunctionsLock, FUNCTIONS_LOCK, standaloneLock, type Lockfile } from './standaloneLock.js';

describe("the functions deploy's own lockfile", () => {
  it('is what the root lockfile gives: the versions every test ran against', () => {
    // After a change of dependencies: npx tsx functions/scripts/standaloneLock.ts
    expect(readFileSync(FUNCTIONS_LOCK, 'utf8')).toBe(expectedFunctionsLock());
  });

  it('re-roots the workspace, nesting a version where the top level holds another', () => {
    const entry = (version: string, dependencies?: Record<string, string>) => ({
      version,
      integrity: `sha512-${version}`,
      ...(dependencies ? { dependencies } : {}),
    });
    const root: Lockfile = {
      name: 'repo',
      lockfileVersion: 3,
      packages: {
        '': { name: 'repo' },
        fn: { name: 'fn', dependencies: { a: '^2.0.0', b: '^1.0.0' } },
        'fn/node_modules/a': entry('2.0.0'),
        'node_modules/a': entry('1.0.0'),
        'node_modules/b': entry('1.0.0', { a: '^1.0.0' }),
        'node_modules/unused': entry('9.0.0'),
      },
    };
    const lock = standaloneLock(root, 'fn', { name: 'fn', dependencies: { a: '^2.0.0', b: '^1.0.0' } });
    expect(Object.fromEntries(Object.entries(lock.packages).map(([p, e]) => [p, e.version ?? e.name]))).toEqual({
      '': 'fn',
      'node_modules/a': '2.0.0',
      'node_modules/b': '1.0.0',
      // b found a@1 at the root's top level: here the top holds the workspace's a@2.
      'node_modules/b/node_modules/a': '1.0.0',
    });
  });
});
