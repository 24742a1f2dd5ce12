/**
 * The capture guide, fed by Chromium's fake camera: a real open palm is judged readable on the
 * device and captured by itself, and the server reads the photo it took; a fist is told to open its
 * fingers and a cat to show a palm, and neither is captured.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GUIDE_READY, GUIDE_STARTING, GUIDE_WORDS } from '@contract/captureGuide';
import { signUpViaApi, useSession } from './apiSetup';
import { launchBrowser, MOBILE, newContext } from './browser';
import { photoCameraFeed } from './fixtures';
import { snap } from './journeys';

const photo = (name: string) => fileURLToPath(new URL(`../../functions/test-fixtures/photos/${name}`, import.meta.url));

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** A signed-in user on the capture screen, the fake camera playing `photoName`. */
async function openCamera(
  photoName: string,
  options = MOBILE,
  beforeCamera?: (page: Page) => Promise<void>,
  beforePage?: (page: Page) => Promise<void>,
): Promise<Page> {
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${await photoCameraFeed(photo(photoName))}`,
  ]);
  const context = await newContext(browser, options);
  await context.grantPermissions(['camera']);
  await useSession(context, await signUpViaApi('Guide'));
  const page = await context.newPage();
  await beforePage?.(page);
  await page.goto('/palm-upload');
  await beforeCamera?.(page);
  await page.getByRole('button', { name: 'Use Camera' }).click();
  return page;
}

const guideSays = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).last();

describe('the capture guide', () => {
  it('says a real open palm would be read, captures it by itself, and the server reads it', async () => {
    const page = await openCamera('open-palm.jpg');
    // Ready, then captured without a tap once the palm has held still, a ring filling meanwhile.
    await page.getByText(GUIDE_READY, { exact: true }).waitFor({ timeout: 45_000 });
    await page.locator('.hold-ring').waitFor();
    await snap(page, 'guide-ready-mobile');
    await page.getByText('Reading Captured', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
    await page.getByRole('button', { name: 'Reveal My Reading' }).click();
    await page.getByText('Reading Saved', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.waitForURL('**/dashboard');
  });

  it('tells a fist to open its fingers, captures nothing, and mirrors the front camera', async () => {
    const page = await openCamera('fist.jpg');
    await page.getByText(GUIDE_WORDS.closed_hand, { exact: true }).waitFor({ timeout: 45_000 });
    await snap(page, 'guide-fist-back-mobile');
    // More verdicts on the same fist: still no photo, the camera still open, the same words.
    await page.waitForTimeout(3000);
    expect(await page.getByRole('img', { name: 'Preview of your palm photo' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Capture' }).isVisible()).toBe(true);
    expect(await guideSays(page).textContent()).toBe(GUIDE_WORDS.closed_hand);

    // The front camera's preview is mirrored, as a mirror shows a hand; the guide goes on judging.
    const preview = page.getByLabel('Camera preview');
    const flipped = () => preview.evaluate((video) => getComputedStyle(video).transform);
    expect(await flipped()).toBe('none');
    await page.getByRole('button', { name: 'Switch Camera' }).click();
    await expect.poll(flipped).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.getByText(GUIDE_WORDS.closed_hand, { exact: true }).waitFor({ timeout: 45_000 });
    await snap(page, 'guide-fist-front-mobile');
  });

  it('asks a cat for a palm', async () => {
    const page = await openCamera('cat.jpg');
    await page.getByText(GUIDE_WORDS.no_hand, { exact: true }).waitFor({ timeout: 45_000 });
    expect(await page.getByRole('img', { name: 'Preview of your palm photo' }).count()).toBe(0);
    // Taken by hand anyway: a photo, not called a reading.
    await page.getByRole('button', { name: 'Capture' }).click();
    await page.getByText('Photo taken', { exact: true }).first().waitFor();
    expect(await page.getByText('Reading Captured', { exact: true }).count()).toBe(0);
    await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
  });

  it('keeps guiding offline once it has been used, started as the page opens', async () => {
    // The service worker in charge before the camera opens, as on any visit after the first.
    const page = await openCamera('cat.jpg', MOBILE, async (p) => {
      await p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await p.reload();
      await p.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    });
    await page.getByText(GUIDE_WORDS.no_hand, { exact: true }).waitFor({ timeout: 45_000 });
    // Its worker, WebAssembly and models were kept on first use...
    const kept = await page.evaluate(async () => (await (await caches.open('palme-hand-guide')).keys()).length);
    expect(kept).toBeGreaterThanOrEqual(5);
    // ...so with the network gone, the page starts the guide from them before the camera opens,
    // and the camera guides again.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.context().setOffline(true);
    await page.reload();
    const guideStarted = () => page.workers().some((worker) => worker.url().includes('handGuide.worker'));
    await expect.poll(guideStarted, { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Use Camera' }).click();
    await page.getByText(GUIDE_WORDS.no_hand, { exact: true }).waitFor({ timeout: 45_000 });
  });

  it('leaves the camera as it was where WebAssembly is missing: no words, the shutter works', async () => {
    const page = await openCamera('open-palm.jpg', MOBILE, undefined, async (p) => {
      await p.addInitScript(() => Reflect.deleteProperty(globalThis, 'WebAssembly'));
    });
    const capture = page.getByRole('button', { name: 'Capture' });
    await expect.poll(() => capture.isEnabled()).toBe(true);
    await page.waitForTimeout(2000);
    for (const words of [GUIDE_STARTING, GUIDE_READY, ...Object.values(GUIDE_WORDS)]) {
      expect(await page.getByText(words, { exact: true }).count()).toBe(0);
    }
    await capture.click();
    await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
  });
});
