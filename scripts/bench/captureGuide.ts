/// <reference lib="dom" />
/**
 * The capture guide's own figures: what opening the camera fetches (its worker, the WebAssembly
 * backend, the two models), the time from tapping "Use Camera" to the first verdict on the screen,
 * and verdicts per second, on this machine's headless Chromium with a fake camera playing a fist
 * (judged again and again, never captured). Each run is a fresh browser: nothing cached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { GUIDE_STARTING } from '../../functions/src/contract/captureGuide.js';
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

export async function captureGuideFigures(session: string, runs: number, chromiumPath: string): Promise<Figure[]> {
  const feed = await photoCameraFeed(join(ROOT, 'functions', 'test-fixtures', 'photos', 'fist.jpg'));
  const firstVerdict: number[] = [];
  const perSecond: number[] = [];
  for (let i = 0; i < runs; i++) {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${feed}`,
      ],
    });
    try {
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
      const started = Date.now();
      await page.getByRole('button', { name: 'Use Camera' }).click();
      await page.waitForFunction(
        (starting) => {
          const said = [...document.querySelectorAll('.camera__say')].map((e) => e.textContent ?? '');
          return said.some((text) => text !== '' && text !== starting);
        },
        GUIDE_STARTING,
        { timeout: 120_000, polling: 50 },
      );
      firstVerdict.push(Date.now() - started);
      const judged = () => page.evaluate(() => (window as unknown as { judged: number }).judged);
      const before = await judged();
      const windowMs = 10_000;
      await page.waitForTimeout(windowMs);
      perSecond.push(Math.round((((await judged()) - before) / (windowMs / 1000)) * 10) / 10);
    } finally {
      await browser.close();
    }
  }
  return [
    figure('capture guide', 'fetched when the camera opens: worker, WebAssembly, models (gzip)', 'KB', [
      Math.round(guideBytes(join(ROOT, 'web', 'dist')) / 1024),
    ]),
    figure('capture guide', 'from "Use Camera" to the first verdict, nothing cached', 'ms', firstVerdict),
    figure('capture guide', 'verdicts per second (a fist, judged again and again)', '/s', perSecond),
  ];
}
