/**
 * The local Firebase stack, in one place for `npm start` and `npm test`: a Firestore emulator
 * (the Firebase CLI's on Java 21+, otherwise Google Cloud's own, which runs on Java 17), then the
 * Firebase CLI's Auth, Functions and Hosting emulators pointed at it. Every process it starts is
 * stopped by `stop()`, on Ctrl-C, or when this process exits.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Writable } from 'node:stream';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-palme';
const HOST = '127.0.0.1';

export const PORTS = { firestore: 8080, auth: 9099, functions: 5001, hosting: 5000, hub: 4400, logging: 4500 } as const;

export const APP_URL = `http://localhost:${PORTS.hosting}`;

export interface StackOptions {
  /** Where emulator data is imported from and exported to on stop; a fresh empty folder for tests. */
  dataDir: string;
  /** Keep the data for the next start (npm start) or throw it away (tests). */
  persist: boolean;
  /** Where the emulators' own output goes. */
  logFile: string;
  /** Extra environment for the functions runtime (inherited from the Firebase CLI). */
  env?: Record<string, string>;
}

export interface RunningStack {
  /** Environment a test or tool needs to reach these emulators. */
  env: Record<string, string>;
  firestoreKind: 'firebase-cli' | 'gcloud';
  stop(): Promise<void>;
}

export class StackError extends Error {}

export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Every process group started here. A group outlives its leader: the Functions emulator's runtimes
 * stay running when firebase-tools exits (on its own, or killed), holding ports for the next run. So
 * a group is swept whatever became of its leader: when the leader exits, when it is stopped, and
 * when this process exits.
 */
const groups = new Set<number>();

// Last resort: if this process dies without stop(), take the emulators with it.
process.on('exit', () => {
  for (const group of groups) sweepGroup(group);
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Kills what is left of a process group, its leader gone or not. */
function sweepGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // nothing left
  }
}

/**
 * Starts a process in its own process group, its output into `log`; the group is swept when the
 * process exits (exported for its test).
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: Writable,
): Managed {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
  const group = child.pid;
  if (group !== undefined) groups.add(group);
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      // Its leader gone, the group has nothing left to do: what it started goes with it.
      if (group !== undefined) {
        sweepGroup(group);
        groups.delete(group);
      }
      resolveExit(code);
    });
    child.once('error', () => resolveExit(-1));
  });
  return { name, child, exited };
}

async function stopProcess(m: Managed, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (m.child.exitCode !== null || m.child.signalCode !== null) {
    if (m.child.pid !== undefined) sweepGroup(m.child.pid);
    return;
  }
  killGroup(m.child, signal);
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
  if ((await Promise.race([m.exited, timer])) === 'timeout') {
    killGroup(m.child, 'SIGKILL');
    await m.exited;
  }
  // What it started and left running (the Functions emulator's runtimes outlive firebase-tools) is
  // still in its process group: stopped with it.
  if (m.child.pid !== undefined) sweepGroup(m.child.pid);
}

function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The jar that `gcloud emulators firestore start` runs, if Google Cloud's emulator component is installed. */
function gcloudFirestoreEmulatorInstalled(): boolean {
  const which = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' });
  const gcloud = which.stdout.trim();
  if (!gcloud) return false;
  const sdkRoot = resolve(dirname(realpathSync(gcloud)), '..');
  return existsSync(join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'));
}

export function chooseFirestoreEmulator(): 'firebase-cli' | 'gcloud' {
  const java = javaMajorVersion();
  if (java !== undefined && java >= 21) return 'firebase-cli';
  if (java !== undefined && java >= 11 && gcloudFirestoreEmulatorInstalled()) return 'gcloud';
  throw new StackError(
    [
      'No Firestore emulator can start on this machine.',
      `Found ${java === undefined ? 'no Java' : `Java ${java}`}. Install one of:`,
      '  - Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless`), so the Firebase CLI runs its own emulators, or',
      "  - Google Cloud's Firestore emulator with Java 17: `apt-get install google-cloud-cli-firestore-emulator openjdk-17-jre-headless`",
      "    (from Google's apt repository, https://cloud.google.com/sdk/docs/install#deb).",
    ].join('\n'),
  );
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, HOST, () => server.close(() => resolveFree(true)));
  });
}

async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    throw new StackError(
      `Port ${busy.join(', ')} already in use. Is \`npm start\` (or another emulator) still running? Stop it and try again.`,
    );
  }
}

/** Polls until `probe` resolves true; fails early if the process it waits for has exited. */
async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  watched: Managed,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void watched.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new StackError(`${watched.name} exited (code ${exitCode}) before ${what} was ready.`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s.`);
}

async function httpOk(url: string, accept: (res: Response) => boolean = (res) => res.ok): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return accept(res);
}

function findFirestoreExport(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith('.overall_export_metadata')) return path;
    if (entry.isDirectory()) {
      const nested = findFirestoreExport(path);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Exports the gcloud emulator's data through its REST API, replacing the previous export only on success. */
async function exportGcloudFirestore(dataDir: string): Promise<void> {
  const target = join(dataDir, 'firestore');
  const staging = `${target}.next`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const res = await fetch(`http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: staging }),
  });
  if (!res.ok) throw new StackError(`Firestore export failed: ${res.status} ${await res.text()}`);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/**
 * firebase.json is production's: its Content-Security-Policy names no emulator. The local stack runs
 * Hosting from a copy whose policy also lets the app reach the Auth emulator, written beside
 * firebase.json (so its relative paths still hold) and ignored by git.
 */
function writeLocalFirebaseConfig(): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers?: Array<{ headers: Array<{ key: string; value: string }> }> };
  };
  for (const rule of config.hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value.replace('connect-src ', `connect-src http://${HOST}:${PORTS.auth} `);
      }
    }
  }
  const path = join(ROOT, '.firebase.local.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const firestoreKind = chooseFirestoreEmulator();
  await assertPortsFree(PORTS);
  mkdirSync(options.dataDir, { recursive: true });
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const blobDir = join(options.dataDir, 'blobs');
  mkdirSync(blobDir, { recursive: true });

  const stackEnv: Record<string, string> = {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
    PALME_BLOB_DIR: blobDir,
    APP_URL,
  };
  // The Firebase CLI sets the emulator hosts for the functions it runs itself; it is only told
  // where an external Firestore emulator is.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...options.env, PALME_BLOB_DIR: blobDir, APP_URL };
  delete childEnv.FIRESTORE_EMULATOR_HOST;
  delete childEnv.FIREBASE_AUTH_EMULATOR_HOST;
  if (firestoreKind === 'gcloud') childEnv.FIRESTORE_EMULATOR_HOST = stackEnv.FIRESTORE_EMULATOR_HOST;
  const started: Managed[] = [];

  const stop = async (): Promise<void> => {
    const [firebase, firestore] = [
      started.find((m) => m.name === 'Firebase emulators'),
      started.find((m) => m.name === 'Firestore emulator'),
    ];
    if (firestore && options.persist) {
      await exportGcloudFirestore(options.dataDir).catch((err: unknown) =>
        log.write(`export failed: ${String(err)}\n`),
      );
    }
    if (firebase) await stopProcess(firebase, 'SIGINT', 20_000);
    if (firestore) await stopProcess(firestore, 'SIGTERM', 10_000);
    await new Promise<void>((r) => log.end(r));
  };

  try {
    if (firestoreKind === 'gcloud') {
      const previous = options.persist ? findFirestoreExport(join(options.dataDir, 'firestore')) : undefined;
      const args = [
        'emulators',
        'firestore',
        'start',
        `--host-port=${HOST}:${PORTS.firestore}`,
        `--rules=${join(ROOT, 'firestore.rules')}`,
      ];
      if (previous) args.push(`--import-data=${previous}`);
      const firestore = startProcess('Firestore emulator', 'gcloud', args, childEnv, log);
      started.push(firestore);
      await waitFor('the Firestore emulator', () => httpOk(`http://${HOST}:${PORTS.firestore}/`), firestore, 90_000);
    }

    const firebaseDir = join(options.dataDir, 'firebase');
    const only = firestoreKind === 'firebase-cli' ? 'auth,firestore,functions,hosting' : 'auth,functions,hosting';
    const args = [
      join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
      'emulators:start',
      '--only',
      only,
      '--project',
      PROJECT_ID,
    ];
    if (options.persist) {
      if (existsSync(join(firebaseDir, 'firebase-export-metadata.json'))) args.push('--import', firebaseDir);
      args.push('--export-on-exit', firebaseDir);
    }
    args.push('--config', writeLocalFirebaseConfig());
    const firebase = startProcess('Firebase emulators', process.execPath, args, childEnv, log);
    started.push(firebase);
    // Hosting answers before the functions are loaded; the API's health route proves both are up.
    await waitFor(
      'the Hosting and Functions emulators',
      () =>
        httpOk(
          `http://${HOST}:${PORTS.hosting}/api/v1/health`,
          (res) => res.headers.get('content-type')?.includes('application/json') ?? false,
        ),
      firebase,
      120_000,
    );
    await waitFor('the Auth emulator', () => httpOk(`http://${HOST}:${PORTS.auth}/`), firebase, 30_000);
    return { env: stackEnv, firestoreKind, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Stops the stack on Ctrl-C or SIGTERM, once, then exits with the given code. */
export function stopOnSignals(stack: RunningStack, onStop?: () => void): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    onStop?.();
    void stack.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
