/**
 * `npm test`: lint and type-check, build, start the local Firebase stack on a throwaway data
 * folder, run every Vitest project against it (unit, API, rules, browser), then stop it.
 * Arguments after `--` go to Vitest (e.g. `npm test -- functions/src/http`).
 * `--no-lint` and `--no-build` skip those steps while iterating.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './buildAll.js';
import { ROOT, StackError, startStack, stopOnSignals } from './stack.js';
import { DOUBLE_ENV, drawnPalmsEnv } from '../functions/test/testkit.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const skipLint = args.includes('--no-lint');
const skipBuild = args.includes('--no-build');
const vitestArgs = args.filter((a) => a !== '--no-lint' && a !== '--no-build');

/**
 * One step, as a child process, never waited for synchronously: while the stack is up, this process
 * drains the emulators' output pipes into their log (scripts/stack.ts). Blocked in spawnSync it did
 * not, and an emulator that had logged 64 KiB blocked on its next line, so every request to it hung
 * (functions/test/reliability/stackOutput.reliability.ts).
 */
function run(step: string, command: string, commandArgs: string[], env = process.env): Promise<number> {
  console.log(`\n▶ ${step}`);
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(1));
  });
}

if (!existsSync(CHROMIUM)) {
  console.error(
    `\nThe browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary).\n`,
  );
  process.exit(1);
}

if (!skipLint && (await run('Lint, format and type check', 'npm', ['run', 'lint', '--silent'])) !== 0) process.exit(1);
mkdirSync(join(ROOT, '.test-data'), { recursive: true });
const dataDir = mkdtempSync(join(ROOT, '.test-data', 'run-'));
// The browser tests pay against a local Stripe double (functions/test/stripeDouble.ts), never Stripe,
// and upload drawn palms, which a stand-in detector reads, bundled into this run's throwaway folder
// (the real detector is tested on real photos).
const testEnv = { ...DOUBLE_ENV, ...drawnPalmsEnv(dataDir) };
if (!skipBuild) buildAll(testEnv);
let code = 1;
try {
  console.log('\n▶ Starting the local Firebase stack');
  const started = Date.now();
  const stack = await startStack({ dataDir, persist: false, logFile: join(dataDir, 'emulators.log'), env: testEnv });
  stopOnSignals(stack, () => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Firestore: ${stack.firestoreKind})`);
  code = await run(
    'Tests',
    process.execPath,
    [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...vitestArgs],
    { ...process.env, ...stack.env, CHROMIUM_PATH: CHROMIUM },
  );
  await stack.stop();
  if (code !== 0) console.error(`\nEmulator output of this run: ${join(dataDir, 'emulators.log')}`);
} catch (err) {
  console.error(err instanceof StackError ? `\n${err.message}\n` : err);
}
if (code === 0) rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
