/**
 * What `firebase deploy` ships is what was tested: functions/ alone, as the deploy packs it (the
 * Firebase CLI's own file walk with firebase.json's ignore list), installed from its own lockfile
 * (functions/package-lock.json, made from the root one) with `npm ci --omit=dev` as the cloud build
 * installs it, nothing from the workspace. That copy is then served by the Functions emulator and
 * must answer the health check and read a real palm, against the stack's Firestore and Auth.
 */
import { spawn, execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { phoneIdToken, PROJECT_ID, randomPhone, sessionCookieOf, uploadForm } from '../apiHarness.js';
import { stopChild } from '../childProcesses.js';

const FUNCTIONS = path.resolve(import.meta.dirname, '../..');
const ROOT = path.join(FUNCTIONS, '..');
const run = promisify(execFile);

interface FunctionsConfig {
  source: string;
  runtime: string;
  ignore: string[];
}

/** The files `firebase deploy` uploads from functions/: its own walk, with firebase.json's ignore list. */
async function deployedFiles(): Promise<string[]> {
  const config = (
    JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as { functions: FunctionsConfig[] }
  ).functions[0]!;
  // The CLI's own walk (lib/fsAsync.js, untyped): loaded by path, so the copy is what it would pack.
  const { readdirRecursive } = createRequire(import.meta.url)('firebase-tools/lib/fsAsync.js') as {
    readdirRecursive(o: { path: string; ignoreStrings: string[] }): Promise<Array<{ name: string }>>;
  };
  // As prepareFunctionsUpload.js packSource does: the ignore list, and the CLI's own log files.
  const files = await readdirRecursive({
    path: path.join(ROOT, config.source),
    ignoreStrings: [...config.ignore, 'firebase-debug.log', 'firebase-debug.*.log'],
  });
  return files.map((f) => path.relative(FUNCTIONS, f.name));
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return total + sizeOf(p);
    return total + (entry.isFile() ? statSync(p).size : 0);
  }, 0);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'palme-deploy-'));
let emulator: ReturnType<typeof spawn> | null = null;
afterAll(async () => {
  if (emulator) {
    await stopChild(emulator, 'SIGINT');
    // Its runtimes outlive firebase-tools: the whole process group goes (it was started as its own).
    try {
      if (emulator.pid !== undefined) process.kill(-emulator.pid, 'SIGKILL');
    } catch {
      // nothing left
    }
  }
  rmSync(work, { recursive: true, force: true });
});

describe('the functions deploy', () => {
  it('installs from its own lockfile alone and serves the health check and a real palm from that copy', async () => {
    const files = await deployedFiles();
    // Only what runs: the build, the hand models, the manifest and lockfile; no tests or sources.
    expect(files).toContain('lib/index.js');
    expect(files).toContain('models/handdetect.bin');
    expect(files).toContain('package-lock.json');
    for (const kept of ['src/', 'test/', 'test-fixtures/', 'scripts/', 'node_modules/']) {
      expect(files.filter((f) => f.startsWith(kept))).toEqual([]);
    }
    expect(files.filter((f) => /vitest|tsconfig/.test(f))).toEqual([]);

    const copy = path.join(work, 'functions');
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      copyFileSync(path.join(FUNCTIONS, file), path.join(copy, file));
    }
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: copy, maxBuffer: 16 * 1024 * 1024 });
    const megabytes = sizeOf(path.join(copy, 'node_modules')) / 2 ** 20;
    console.info(`the deploy's installed packages: ${megabytes.toFixed(0)} MB`);
    // Was 487 MB with the whole model package and the lint tools it brings.
    expect(megabytes).toBeLessThan(243);

    const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
    writeFileSync(
      path.join(work, 'firebase.json'),
      JSON.stringify({
        functions: [{ source: 'functions', codebase: 'default', runtime: 'nodejs22' }],
        emulators: {
          functions: { host: '127.0.0.1', port },
          hub: { host: '127.0.0.1', port: hub },
          logging: { host: '127.0.0.1', port: logging },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    let output = '';
    emulator = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
        'emulators:start',
        '--only',
        'functions',
        '--project',
        PROJECT_ID,
      ],
      {
        cwd: work,
        env: { ...process.env, PALME_BLOB_DIR: path.join(work, 'blobs') },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that its runtimes can be stopped with it.
        detached: true,
      },
    );
    emulator.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    emulator.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const base = `http://127.0.0.1:${port}/${PROJECT_ID}/us-central1/api`;
    const deadline = Date.now() + 90_000;
    let health: Response | null = null;
    while (Date.now() < deadline) {
      health = await fetch(`${base}/api/v1/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(health?.status, output).toBe(200);
    expect(((await health!.json()) as { status: string }).status).toBe('ok');

    const token = await phoneIdToken(randomPhone());
    const signedIn = await fetch(`${base}/api/v1/auth/firebase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Deploy Check' }),
    });
    expect(signedIn.status, output).toBe(200);
    const photo = readFileSync(path.join(FUNCTIONS, 'test-fixtures/photos/open-palm.jpg'));
    const upload = await fetch(`${base}/api/v1/readings/upload`, {
      method: 'POST',
      headers: { cookie: sessionCookieOf(signedIn)! },
      body: uploadForm(photo, 'palmImage', 'open-palm.jpg'),
    });
    expect(upload.status, output).toBe(201);
    const reading = (await upload.json()) as { userArchetype: string; palmLines: unknown };
    expect(reading.userArchetype).toMatch(/^[A-Z_]+$/);
    expect(reading.palmLines).toBeTruthy();
  });
});
