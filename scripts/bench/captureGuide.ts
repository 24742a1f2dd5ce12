/// <reference lib="dom" />
/**
 * The capture guide's own figures: what opening the camera fetches (its worker, the WebAssembly
 * backend, the two models), the time from tapping "Use Camera" to the first verdict on the screen,
 * and verdicts per second while a hand stays in view, on this machine's headless Chromium with a fake
 * camera playing a fist (followed from frame to frame, never captured), and to the first verdict
 * again once the page is reloaded (the models cached); then, with the open palm in view, the time
 * from "Use Camera" to "ready". Each run starts a fresh browser: nothing cached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { GUIDE_READY, GUIDE_STARTING } from '../../functions/src/contract/captureGuide.js';
import { APP_URL, CHROMIUM_FLAGS } from '../../web/e2e/browser.js';
import { photoCameraFeed } from '../../web/e2e/fixtures.js';
import { ROOT } from '../stack.js';
import { figure, type Figure } from './stats.js';

/** The files the guide fetches when the camera opens, gzip bytes (as Hosting sends them). */
function guideBytes(dist: string): number {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) =>
    /^(handGuide\.worker-.*\.js|handdetect-.*\.(json|bin)|handlandmark-full-.*\.(json|bin)|tfjs-backend-wasm-simd-.*\.wasm)$/.test(
      f,
    ),
  );
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

/** A fresh browser whose fake camera plays `feed`, on the upload page of the signed-in `session`. */
async function cameraPage(chromiumPath: string, feed: string, session: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${feed}`,
    ],
  });
  const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['camera']);
  await context.addCookies([{ name: '__session', value: session, url: APP_URL, httpOnly: true, sameSite: 'Lax' }]);
  // Counts the frames the page sends the guide's worker to judge (Comlink's calls of `judge`).
  await context.addInitScript(() => {
    const send = Worker.prototype.postMessage;
    (window as unknown as { judged: number }).judged = 0;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const call = message as { type?: string; path?: string[] } | null;
      if (call?.type === 'APPLY' && call.path?.[0] === 'judge') (window as unknown as { judged: number }).judged++;
      return send.call(this, message, ...(rest as [StructuredSerializeOptions]));
    };
  });
  const page = await context.newPage();
  await page.goto('/palm-upload');
  await page.getByRole('button', { name: 'Use Camera' }).waitFor();
  return { browser, page };
}

/**
 * Milliseconds from tapping "Use Camera" until the camera screen says `ready` (GUIDE_READY), or,
 * without it, anything but the words said while the guide starts.
 */
async function untilSaid(page: Page, ready?: string): Promise<number> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Use Camera' }).click();
  await page.waitForFunction(
    ({ starting, ready }) =>
      [...document.querySelectorAll('.camera__say')].some((e) => {
        const text = e.textContent ?? '';
        return ready ? text === ready : text !== '' && text !== starting;
      }),
    { starting: GUIDE_STARTING, ready },
    { timeout: 120_000, polling: 50 },
  );
  return Date.now() - started;
}

export async function captureGuideFigures(session: string, runs: number, chromiumPath: string): Promise<Figure[]> {
  const fist = await photoCameraFeed(join(ROOT, 'functions', 'test-fixtures', 'photos', 'fist.jpg'));
  const palm = await photoCameraFeed(join(ROOT, 'functions', 'test-fixtures', 'photos', 'open-palm.jpg'));
  const firstVerdict: number[] = [];
  const perSecond: number[] = [];
  const toReady: number[] = [];
  const cachedVerdict: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { browser, page } = await cameraPage(chromiumPath, fist, session);
    try {
      firstVerdict.push(await untilSaid(page));
      const judged = () => page.evaluate(() => (window as unknown as { judged: number }).judged);
      const before = await judged();
      const windowMs = 10_000;
      await page.waitForTimeout(windowMs);
      perSecond.push(Math.round((((await judged()) - before) / (windowMs / 1000)) * 10) / 10);
      // The camera opened again on the page reloaded: the worker and models come from the device's caches.
      await page.reload();
      await page.getByRole('button', { name: 'Use Camera' }).waitFor();
      cachedVerdict.push(await untilSaid(page));
    } finally {
      await browser.close();
    }
    const open = await cameraPage(chromiumPath, palm, session);
    try {
      toReady.push(await untilSaid(open.page, GUIDE_READY));
    } finally {
      await open.browser.close();
    }
  }
  return [
    figure(
      'capture guide',
      'fetched when the camera opens: worker, WebAssembly, models (gzip)',
      'KB',
      [Math.round(guideBytes(join(ROOT, 'web', 'dist')) / 1024)],
      { target: (m) => ({ text: '≤ 3072 KB', met: m <= 3072 }) },
    ),
    figure('capture guide', 'from "Use Camera" to the first verdict, nothing cached', 'ms', firstVerdict, {
      target: (m) => ({ text: '≤ 1500 ms', met: m <= 1500 }),
    }),
    figure('capture guide', 'from "Use Camera" to the first verdict, models cached', 'ms', cachedVerdict, {
      target: (m) => ({ text: '≤ 500 ms', met: m <= 500 }),
    }),
    figure('capture guide', 'verdicts per second, a hand in view (a fist, followed frame to frame)', '/s', perSecond, {
      target: (m) => ({ text: '≥ 10 /s', met: m >= 10 }),
    }),
    figure('capture guide', 'from "Use Camera" to "ready", an open palm in view, nothing cached', 'ms', toReady),
  ];
}
