/**
 * functions/package-lock.json: the lockfile of the functions workspace on its own. `firebase deploy`
 * uploads functions/ alone and the cloud build installs from the lockfile it finds there; without
 * one, every `^` range would be resolved again on each deploy. This lockfile is made from the
 * repository's root lockfile (the versions every test ran against): the packages the functions
 * workspace resolves to, at the same versions and integrity hashes, re-rooted as if functions/ were
 * the project, with each package placed where Node's resolution from its dependents finds that same
 * version (a copy nested under a dependent where the top level holds another one). Nothing is
 * resolved from the registry.
 *
 *   npx tsx functions/scripts/standaloneLock.ts          writes functions/package-lock.json
 *   npx tsx functions/scripts/standaloneLock.ts --check  fails when it is not what the root lock gives
 *
 * The unit test standaloneLock.test.ts runs the check in `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [key: string]: unknown;
}

export interface Lockfile {
  name: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

interface PackageJson {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

const NM = 'node_modules/';

/** Where Node finds `name` from the package at `from` in a tree (`''` is the project). */
function resolveIn(tree: (p: string) => boolean, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/${NM}${name}` : `${NM}${name}`;
    if (tree(candidate)) return candidate;
    if (!dir) return null;
    const up = dir.lastIndexOf(`/${NM}`);
    dir = up >= 0 ? dir.slice(0, up) : '';
  }
}

interface Edge {
  name: string;
  optional: boolean;
  dev: boolean;
  /** A peer dependency: npm resolves it from the dependent's parent, and any version in its range will do. */
  peer?: string;
}

/**
 * A package's dependency edges (devDependencies only for the project itself). Optional peers are
 * left out: npm installs them only where something else asks for them.
 */
function edges(entry: LockEntry, withDev: boolean): Edge[] {
  const out = new Map<string, Edge>();
  for (const [name, range] of Object.entries(entry.peerDependencies ?? {})) {
    if (entry.peerDependenciesMeta?.[name]?.optional !== true)
      out.set(name, { name, optional: false, dev: false, peer: range });
  }
  for (const name of Object.keys(entry.optionalDependencies ?? {})) out.set(name, { name, optional: true, dev: false });
  for (const name of Object.keys(entry.dependencies ?? {})) out.set(name, { name, optional: false, dev: false });
  if (withDev) {
    for (const name of Object.keys(entry.devDependencies ?? {})) {
      if (!out.has(name)) out.set(name, { name, optional: false, dev: true });
    }
  }
  return [...out.values()];
}

/** The folder a package at `at` sits in (its parent package's path, or '' for the top). */
const parentOf = (at: string) => {
  const i = at.lastIndexOf(`/${NM}`);
  return i >= 0 ? at.slice(0, i) : '';
};

/** Two root entries of one package: the same version from the same place. */
const same = (a: LockEntry, b: LockEntry) => a.version === b.version && a.integrity === b.integrity;

const FLAGS = ['dev', 'optional', 'devOptional', 'peer'] as const;

/** The package's name at a lockfile path (the last node_modules/ segment; scoped names keep their scope). */
const nameAt = (p: string) => p.slice(p.lastIndexOf(NM) + NM.length);

/**
 * The root lockfile's entries, each with where it came from: npm leaves `resolved` and `integrity`
 * off some packages nested in a workspace; the same version elsewhere in the lockfile has them.
 */
function withOrigins(packages: Record<string, LockEntry>): Record<string, LockEntry> {
  const origin = new Map<string, Pick<LockEntry, 'resolved' | 'integrity'>>();
  for (const [p, e] of Object.entries(packages)) {
    const key = `${nameAt(p)}@${e.version}`;
    if (e.integrity && !origin.get(key)?.resolved) {
      origin.set(key, { integrity: e.integrity, ...(e.resolved ? { resolved: e.resolved } : {}) });
    }
  }
  return Object.fromEntries(
    Object.entries(packages).map(([p, e]) => [
      p,
      e.integrity || !p.includes(NM) ? e : { ...e, ...origin.get(`${nameAt(p)}@${e.version}`) },
    ]),
  );
}

export function standaloneLock(root: Lockfile, workspace: string, pkg: PackageJson): Lockfile {
  const rootPackages = withOrigins(root.packages);
  const inRoot = (p: string) => p in rootPackages && !rootPackages[p]!.link;
  /** Where the root tree resolves `name` from `from`; null for an optional peer nobody installed. */
  const resolveRoot = (from: string, name: string) => resolveIn(inRoot, from, name);

  // The tree being built: its paths, each standing for a package of the root tree.
  const tree = new Map<string, string>();
  const place = (at: string, rootPath: string) => {
    const held = tree.get(at);
    if (held !== undefined && !same(rootPackages[held]!, rootPackages[rootPath]!)) {
      throw new Error(`${at} is wanted for both ${held} and ${rootPath}`);
    }
    if (held === undefined) tree.set(at, rootPath);
  };

  // Every edge from a placed package must find, in the new tree, the version it found in the root
  // tree. Passes over the tree place what an edge misses: at the top where that is free, nested
  // under the dependent where it is not; until a pass places nothing (a later placement can shadow
  // what an earlier edge found, so each pass checks every edge again).
  const wsEntry: LockEntry = { ...pkg };
  const entryAt = (at: string) => (at === '' ? wsEntry : rootPackages[tree.get(at)!]!);
  const rootPathAt = (at: string) => (at === '' ? workspace : tree.get(at)!);
  for (let pass = 0; ; pass++) {
    if (pass > 50) throw new Error('the functions tree does not settle');
    let placed = false;
    for (const at of ['', ...[...tree.keys()].sort()]) {
      for (const edge of edges(entryAt(at), at === '')) {
        const target = resolveRoot(rootPathAt(at), edge.name);
        if (!target) {
          if (edge.optional) continue;
          throw new Error(`${rootPathAt(at)} needs ${edge.name}, which the root lockfile does not have`);
        }
        // A peer is looked up from the dependent's parent, and any version in its range will do.
        const from = edge.peer && at !== '' ? parentOf(at) : at;
        const found = resolveIn((p) => tree.has(p), from, edge.name);
        const foundEntry = found ? rootPackages[tree.get(found)!]! : null;
        if (
          foundEntry &&
          (edge.peer ? semver.satisfies(foundEntry.version!, edge.peer) : same(foundEntry, rootPackages[target]!))
        )
          continue;
        const top = `${NM}${edge.name}`;
        place(found === null && !tree.has(top) ? top : `${from ? `${from}/` : ''}${NM}${edge.name}`, target);
        placed = true;
      }
    }
    if (!placed) break;
  }

  // Which packages only the workspace's devDependencies need, and which only optional edges reach.
  const reach = (startDev: boolean, followOptional: boolean) => {
    const reached = new Set<string>();
    const stack = edges(wsEntry, startDev)
      .filter((e) => (startDev || !e.dev) && (followOptional || !e.optional))
      .map((e) => resolveIn((p) => tree.has(p), '', e.name))
      .filter((p): p is string => p !== null);
    while (stack.length > 0) {
      const p = stack.pop()!;
      if (reached.has(p)) continue;
      reached.add(p);
      for (const e of edges(rootPackages[tree.get(p)!]!, false)) {
        if (!followOptional && e.optional) continue;
        const next = resolveIn((q) => tree.has(q), e.peer ? parentOf(p) : p, e.name);
        if (next) stack.push(next);
      }
    }
    return reached;
  };
  const prod = reach(false, true);
  const required = reach(true, false);

  const packages: Record<string, LockEntry> = {
    '': {
      name: pkg.name,
      ...(pkg.version ? { version: pkg.version } : {}),
      ...(pkg.dependencies ? { dependencies: pkg.dependencies } : {}),
      ...(pkg.devDependencies ? { devDependencies: pkg.devDependencies } : {}),
      ...(pkg.optionalDependencies ? { optionalDependencies: pkg.optionalDependencies } : {}),
      ...(pkg.engines ? { engines: pkg.engines } : {}),
    },
  };
  for (const at of [...tree.keys()].sort()) {
    const entry = { ...rootPackages[tree.get(at)!]! };
    for (const flag of FLAGS) delete entry[flag];
    if (!prod.has(at)) entry.dev = true;
    if (!required.has(at)) entry.optional = true;
    packages[at] = entry;
  }
  return {
    name: pkg.name,
    ...(pkg.version ? { version: pkg.version } : {}),
    lockfileVersion: 3,
    requires: true,
    packages,
  };
}

const functionsDir = fileURLToPath(new URL('../', import.meta.url));
const rootDir = path.join(functionsDir, '..');
export const FUNCTIONS_LOCK = path.join(functionsDir, 'package-lock.json');

/** The standalone lockfile as the root lockfile and functions/package.json give it, as text. */
export function expectedFunctionsLock(): string {
  const root = JSON.parse(readFileSync(path.join(rootDir, 'package-lock.json'), 'utf8')) as Lockfile;
  const pkg = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as PackageJson;
  return `${JSON.stringify(standaloneLock(root, 'functions', pkg), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const expected = expectedFunctionsLock();
  if (process.argv.includes('--check')) {
    const current = readFileSync(FUNCTIONS_LOCK, 'utf8');
    if (current !== expected) {
      console.error(
        'functions/package-lock.json is not what the root lockfile gives: run npx tsx functions/scripts/standaloneLock.ts',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(FUNCTIONS_LOCK, expected);
    console.log(`wrote ${FUNCTIONS_LOCK}`);
  }
}
