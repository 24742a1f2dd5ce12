/// <reference lib="dom" />
/**
 * The capture guide's own figures: what opening the camera fetches before the first verdict (its
 * worker, the WebAssembly backend, the palm detector and the lite landmark model) and behind it (the
 * full landmark model the photo is judged with), as the page fetches them; the time from tapping
 * "Use Camera" to the first verdict on the screen,
 * and verdicts per second while a hand stays in view, on this machine's headless Chromium with a fake
 * camera playing a fist (followed from frame to frame, never captured), and to the first verdict
 * again once the page is reloaded (the models cached); then, with the open palm in view, the time
 * from "Use Camera" to "ready". Each run starts a fresh browser: nothing cached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from 'playwright-core';
import { GUIDE_READY, GUIDE_STARTING } from '../../functions/src/contract/captureGuide.js';
import { APP_URL, CHROMIUM_FLAGS } from '../../web/e2e/browser.js';
import { photoCameraFeed } from '../../web/e2e/fixtures.js';
import { ROOT } from '../stack.js';
import { figure, type Figure } from './stats.js';

/** Gzip bytes of the built asset files `names` (as Hosting sends them). */
function gzipBytes(dist: string, names: ReadonlySet<string>): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => names.has(f))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

/**
 * The asset files a page fetched (completed), by name, from now until `stop`. Files matching `later`
 * are held back until `stop`, as a slow network would deliver a file asked for last: what the
 * count holds is then only what the page could not do without.
 */
async function assetsFetched(page: Page, later?: RegExp) {
  const names = new Set<string>();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (later) {
    await page.context().route(later, async (route) => {
      await released;
      await route.continue();
    });
  }
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) names.add(pathname.slice('/assets/'.length));
  };
  page.on('requestfinished', listener);
  return {
    names,
    stop: () => {
      page.off('requestfinished', listener);
      release();
    },
  };
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

const DIST = join(ROOT, 'web', 'dist');
/** How long a returning visitor is on the upload page before tapping "Use Camera". */
const READING_THE_PAGE_MS = 2000;

export async function captureGuideFigures(session: string, runs: number, chromiumPath: string): Promise<Figure[]> {
  const fist = await photoCameraFeed(join(ROOT, 'functions', 'test-fixtures', 'photos', 'fist.jpg'));
  const palm = await photoCameraFeed(join(ROOT, 'functions', 'test-fixtures', 'photos', 'open-palm.jpg'));
  const firstVerdict: number[] = [];
  const perSecond: number[] = [];
  const toReady: number[] = [];
  const cachedVerdict: number[] = [];
  const keptVerdict: number[] = [];
  let beforeVerdict = new Set<string>();
  let afterVerdict = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const { browser, page } = await cameraPage(chromiumPath, fist, session);
    try {
      // The first run's files: the full landmark model is held back until the first verdict shows.
      const fetched = i === 0 ? await assetsFetched(page, /\/assets\/handlandmark-full-/) : null;
      firstVerdict.push(await untilSaid(page));
      if (fetched) {
        beforeVerdict = new Set(fetched.names);
        const later = await assetsFetched(page);
        fetched.stop();
        await page.waitForTimeout(5_000);
        later.stop();
        afterVerdict = new Set([...later.names].filter((f) => !beforeVerdict.has(f)));
      }
      const judged = () => page.evaluate(() => (window as unknown as { judged: number }).judged);
      const before = await judged();
      const windowMs = 10_000;
      await page.waitForTimeout(windowMs);
      perSecond.push(Math.round((((await judged()) - before) / (windowMs / 1000)) * 10) / 10);
      // The camera opened again on the page reloaded: the worker and models come from the browser's
      // cache, and the service worker (controlling the page now) keeps them on the device.
      await page.reload();
      await page.getByRole('button', { name: 'Use Camera' }).waitFor();
      cachedVerdict.push(await untilSaid(page));
      // A returning visit: the guide's files on the device, the camera tapped as a person would, after
      // a moment on the page (the page starts the guide meanwhile: useHandGuide.ts prepareGuide).
      await page.reload();
      await page.getByRole('button', { name: 'Use Camera' }).waitFor();
      await page.waitForTimeout(READING_THE_PAGE_MS);
      keptVerdict.push(await untilSaid(page));
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
      'fetched before the first verdict: worker, WebAssembly, palm and lite models (gzip)',
      'KB',
      [Math.round(gzipBytes(DIST, beforeVerdict) / 1024)],
      { target: (m) => ({ text: '≤ 3072 KB', met: m <= 3072 }) },
    ),
    figure('capture guide', 'fetched after the first verdict: the full model the photo is judged with (gzip)', 'KB', [
      Math.round(gzipBytes(DIST, afterVerdict) / 1024),
    ]),
    figure('capture guide', 'from "Use Camera" to the first verdict, nothing cached', 'ms', firstVerdict, {
      target: (m) => ({ text: '≤ 1500 ms', met: m <= 1500 }),
    }),
    figure(
      'capture guide',
      'from "Use Camera" to the first verdict, files in the browser\'s cache',
      'ms',
      cachedVerdict,
    ),
    figure(
      'capture guide',
      'from "Use Camera" to the first verdict, files kept on the device, tapped 2 s after the page shows',
      'ms',
      keptVerdict,
      { target: (m) => ({ text: '≤ 500 ms', met: m <= 500 }) },
    ),
    figure('capture guide', 'verdicts per second, a hand in view (a fist, followed frame to frame)', '/s', perSecond, {
      target: (m) => ({ text: '≥ 10 /s', met: m >= 10 }),
    }),
    figure('capture guide', 'from "Use Camera" to "ready", an open palm in view, nothing cached', 'ms', toReady),
  ];
}
