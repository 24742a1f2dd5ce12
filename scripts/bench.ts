/**
 * `npm run bench`: builds the app, starts the local stack on throwaway data, measures the web
 * bundle, Lighthouse, offline reloads, API latency, cold start and the upload pipeline (each a
 * median over repeated runs next to a reference measured in the same run), prints one table and
 * writes bench/results.json. BENCH_RUNS (default 3) sets the repetitions. BENCH_ONLY (a comma list of
 * sections: web, cold, upload, api, lighthouse, offline, guide) measures just those, for working on one
 * figure, and writes bench/results.partial.json instead (never the committed results).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../web/e2e/browser.js';
import { drawnPalmsEnv, palmJpeg, signIn, uploadForm } from '../functions/test/testkit.js';
import { apiFigures } from './bench/api.js';
import { captureGuideFigures } from './bench/captureGuide.js';
import { coldStartFigures } from './bench/coldStart.js';
import { lighthouseFigures } from './bench/lighthouse.js';
import { offlineFigures } from './bench/offline.js';
import { table, type Figure } from './bench/stats.js';
import { uploadPipelineFigures } from './bench/uploadPipeline.js';
import { webSizes } from './bench/webSizes.js';
import { buildAll } from './buildAll.js';
import { APP_URL, ROOT, StackError, startStack } from './stack.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const measures = (section: string) => !ONLY || ONLY.has(section);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (line: string) => console.log(line);

if (!existsSync(CHROMIUM)) {
  console.error(`The benchmarks need Chromium at ${CHROMIUM}: sudo apt-get install -y chromium`);
  process.exit(1);
}

async function seedUser(): Promise<{ shareId: string; userId: string; session: string }> {
  const client = await signIn({ baseUrl: APP_URL }, { displayName: 'Bench' });
  const upload = await client.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed: 11 })),
  });
  const reading = (await upload.json()) as { shareId: string };
  return { shareId: reading.shareId, userId: client.user.id, session: client.cookie.split('=')[1]! };
}

const started = Date.now();
buildAll({});
mkdirSync(join(ROOT, '.test-data'), { recursive: true });
const dataDir = mkdtempSync(join(ROOT, '.test-data', 'bench-'));
let stack;
try {
  log('\n▶ Starting the local Firebase stack');
  // The API figures upload drawn palms (read by the stand-in detector); the pipeline figures use the real one.
  stack = await startStack({
    dataDir,
    persist: false,
    logFile: join(dataDir, 'emulators.log'),
    env: drawnPalmsEnv(dataDir),
  });
  Object.assign(process.env, stack.env);
} catch (err) {
  console.error(err instanceof StackError ? err.message : err);
  process.exit(1);
}

const figures: Figure[] = [];
try {
  const seed = await seedUser();
  if (measures('web')) {
    log('▶ Web bundle');
    figures.push(...webSizes(join(ROOT, 'web', 'dist')));
  }
  if (measures('cold')) {
    log('▶ Cold start');
    figures.push(...coldStartFigures(Math.max(5, RUNS * 3)));
  }
  if (measures('upload')) {
    log('▶ Upload pipeline');
    figures.push(...uploadPipelineFigures(Math.max(6, RUNS * 3)));
  }
  // Issue 43: each page as fast as a static page (its LCP within 1.3× of one measured in the same run), scores at 100.
  const PAGE_TARGETS = { performance: 100, lcpRatio: 1.3 };
  if (measures('lighthouse')) log('▶ Lighthouse');
  if (measures('lighthouse'))
    figures.push(
      ...(await lighthouseFigures(
        [
          { label: '/', url: `${APP_URL}/`, targets: PAGE_TARGETS },
          {
            label: '/shared/{id}',
            url: `${APP_URL}/shared/${seed.shareId}`,
            targets: PAGE_TARGETS,
          },
          {
            label: '/dashboard',
            url: `${APP_URL}/dashboard`,
            headers: { Cookie: `__session=${seed.session}` },
            targets: PAGE_TARGETS,
          },
        ],
        CHROMIUM,
        // At least 5 runs: the same build scored 91 to 100 (TBT 48–359 ms) on this shared machine, so a
        // median of 3 is one bad run away from another figure.
        Math.max(5, RUNS),
        log,
      )),
    );
  if (measures('offline')) {
    log('▶ Offline reload');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    });
    try {
      figures.push(...(await offlineFigures(browser, seed.session, Math.max(5, RUNS))));
    } finally {
      await browser.close();
    }
  }
  if (measures('guide')) {
    log('▶ Capture guide');
    figures.push(...(await captureGuideFigures(seed.session, RUNS, CHROMIUM)));
  }
  // Last: pages measured right after this load test were slower than measured alone on the same build
  // (the dashboard's TBT 382–964 ms after it, 69–365 ms alone; Nov 28), the stack still busy with it.
  if (measures('api')) {
    log('▶ API under load');
    // At least 5 rounds: one load run of either server is noisy on a shared machine (2 cores, the emulator on one).
    figures.push(...(await apiFigures({ runs: Math.max(5, RUNS), seconds: 5, ...seed, log })));
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
const results = {
  date: new Date().toISOString(),
  runs: RUNS,
  machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model, chromium: chromiumVersion },
  durationSeconds: Math.round((Date.now() - started) / 1000),
  figures,
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
const resultsFile = ONLY ? 'results.partial.json' : 'results.json';
writeFileSync(join(ROOT, 'bench', resultsFile), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${table(figures)}\n`);
const missed = figures.filter((f) => f.target && !f.target.met);
console.log(
  missed.length === 0
    ? 'Every target met.'
    : `Targets missed: ${missed.map((f) => `${f.name} (${f.median} ${f.unit}, target ${f.target!.text})`).join('; ')}`,
);
console.log(`Wrote bench/${resultsFile} in ${results.durationSeconds} s.`);
process.exit(0);
