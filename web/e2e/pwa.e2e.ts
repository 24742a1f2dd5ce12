import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Reading } from '@contract/reading';
import { signInAgainViaApi, signUpViaApi, uploadViaApi, useSession, type ApiUser } from './apiSetup';
import { APP_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { countRows, snap } from './journeys';

let browser: Browser;
let owner: ApiUser;
let ownReading: Reading;
let friendReading: Reading;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signUpViaApi('Nova');
  ownReading = await uploadViaApi(owner, 61);
  friendReading = await uploadViaApi(await signUpViaApi('Friend'), 62);
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker controls the page (the first visit installs it; a reload puts it in charge). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

/** Rows in the app's IndexedDB store, read the way the page would. */

describe('the installable app', () => {
  it('has a valid manifest and service worker, and Chromium considers it installable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palme-profile-'));
    let context: BrowserContext | undefined;
    try {
      // Installability needs a regular (not incognito) profile.
      context = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_FLAGS,
        baseURL: APP_URL,
      });
      const page = await context.newPage();
      await page.goto('/');
      await controlledBySw(page);
      // The manifest is linked once the page has painted (index.html's inline script).
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
      const cdp = await context.newCDPSession(page);
      const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      await cdp.detach();
      expect(errors).toEqual([]);
      expect(installabilityErrors).toEqual([]);
      const manifest = await (await fetch(`${APP_URL}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({
        name: 'Palme · palm readings',
        short_name: 'Palme',
        display: 'standalone',
        start_url: '/',
        scope: '/',
      });
      expect(
        manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`),
      ).toEqual(['192x192', '512x512', '512x512 maskable']);
      const sw = await fetch(`${APP_URL}/sw.js`);
      expect(sw.headers.get('cache-control')).toContain('no-cache');
    } finally {
      await context?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('offline', () => {
  it("opens the dashboard, readings and their palm photos from the device's cache", async () => {
    const context = await newContext(browser, MOBILE);
    await useSession(context, owner);
    const page = await context.newPage();
    // One online visit: the friend's shared reading, then the dashboard.
    await page.goto(`/shared/${friendReading.shareId}`);
    await page.getByRole('heading', { name: "Friend's Palm Reading" }).waitFor();
    // The shared photo is kept on the device once it has shown and the page is idle; leaving the
    // page before that (a full navigation) would drop the pending copy, so wait for it as a reader would.
    await expect.poll(() => countRows(page, 'images')).toBeGreaterThanOrEqual(1);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Key Insight' }).waitFor();
    await controlledBySw(page);
    await expect.poll(() => countRows(page, 'images')).toBeGreaterThanOrEqual(2);
    // The readings and the account are kept when the app has fetched them, once idle: the images
    // (kept on their own path) say nothing about them, and going offline before that leaves nothing to show.
    await expect.poll(() => countRows(page, 'readings')).toBeGreaterThan(0);
    await expect.poll(() => countRows(page, 'account')).toBe(1);

    await context.setOffline(true);
    await page.reload();
    await page.getByText("You're offline — showing saved readings").waitFor();
    await page.getByRole('heading', { name: 'Key Insight' }).waitFor();
    await page.getByText(String(ownReading.keyInsight)).waitFor();
    const palm = page.getByRole('img', { name: 'Your palm' });
    await expect
      .poll(() => palm.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await snap(page, 'offline-dashboard-mobile');

    // Actions that need the network say so.
    await page.getByRole('button', { name: 'Take a New Reading' }).click();
    await page.getByText("You're offline", { exact: true }).first().waitFor();

    // A shared reading opened before is still there, with its photo.
    await page.goto(`/shared/${friendReading.shareId}`);
    await page.getByRole('heading', { name: "Friend's Palm Reading" }).waitFor();
    const shared = page.getByRole('img', { name: "Friend's palm" });
    await expect
      .poll(() => shared.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // One never opened here cannot be, and the page says why.
    await page.goto('/shared/neverOpenedHere0000000000');
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByText(/isn't saved on this device yet/).waitFor();
    await snap(page, 'offline-uncached-shared-mobile');

    // Back online, the banner goes and the app refreshes quietly.
    await context.setOffline(false);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Key Insight' }).waitFor();
    expect(await page.getByText("You're offline — showing saved readings").count()).toBe(0);
    await context.close();
  });

  it('leaves nothing of the account on a shared device after logout', async () => {
    const user = await signUpViaApi('Lumen');
    const own = await uploadViaApi(user, 63);
    const context = await newContext(browser, DESKTOP);
    await useSession(context, user);
    const page = await context.newPage();
    // The user opens their own reading through its link and a friend's shared reading, then the dashboard.
    // Each shared page keeps its reading at once and its photo once the page is idle after the photo
    // loaded: the test waits for both before it moves on, as a reader who left sooner would have left
    // before the photo was kept (a run that went on at once kept one photo instead of two).
    let opened = 0;
    for (const [shareId, name] of [
      [own.shareId, "Lumen's Palm Reading"],
      [friendReading.shareId, "Friend's Palm Reading"],
    ] as const) {
      await page.goto(`/shared/${shareId}`);
      await page.getByRole('heading', { name }).waitFor();
      opened++;
      await expect.poll(() => countRows(page, 'shared')).toBeGreaterThanOrEqual(opened);
      await expect.poll(() => countRows(page, 'images')).toBeGreaterThanOrEqual(opened);
    }
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Key Insight' }).waitFor();
    await page.evaluate(() => localStorage.setItem('userName', 'Lumen'));
    // A drawn dashboard keeps its readings and photo on the device once the page is loaded and idle
    // (the app's own request for the list, made before it takes the page over: boot.tsx): both rows
    // come from that one save, which waits for the device store to start, so both wait for it.
    await expect.poll(() => countRows(page, 'readings')).toBeGreaterThan(0);
    await expect.poll(() => countRows(page, 'images')).toBeGreaterThan(1);
    // The browser's HTTP cache holds the photos it has shown.
    const photos = [own.imageUrl!, `/api/v1/shared/${own.shareId}/image`];
    expect(await inHttpCache(page, photos)).toEqual([true, true]);

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    for (const table of ['readings', 'images', 'account', 'shared'])
      expect(await countRows(page, table), table).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBeNull();
    // Gone from the HTTP cache too (Clear-Site-Data), even for a request just like the one that
    // stored them: the photos vary on the cookie, so it is put back for the look-up.
    await useSession(context, user);
    expect(await inHttpCache(page, photos)).toEqual([false, false]);
    await context.close();
  });

  it('signs a lost phone out from another device, and the phone forgets the account when it next opens', async () => {
    const laptopUser = await signUpViaApi('Orion');
    await uploadViaApi(laptopUser, 64);
    // The same account signed in on a phone too: its own session.
    const phoneUser = await signInAgainViaApi(laptopUser);
    const phone = await newContext(browser, MOBILE);
    await useSession(phone, phoneUser);
    const phonePage = await phone.newPage();
    await phonePage.goto('/dashboard');
    await phonePage.getByRole('heading', { name: 'Key Insight' }).waitFor();
    await expect.poll(() => countRows(phonePage, 'readings')).toBeGreaterThan(0);

    const laptop = await newContext(browser, DESKTOP);
    await useSession(laptop, laptopUser);
    const page = await laptop.newPage();
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    await snap(page, 'privacy-sessions-desktop');
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed out everywhere', { exact: true }).first().waitFor();
    expect(await countRows(page, 'readings')).toBe(0);

    // The phone, at its next visit: signed out, and nothing of the account left on it.
    await phonePage.goto('/dashboard');
    await phonePage.waitForURL((url) => url.pathname !== '/dashboard');
    await expect.poll(() => countRows(phonePage, 'readings')).toBe(0);
    expect(await countRows(phonePage, 'account')).toBe(0);
    await phone.close();
    await laptop.close();
  });
});

/** Whether each URL is in the browser's HTTP cache (a request that may only be answered from it). */
function inHttpCache(page: Page, urls: string[]): Promise<boolean[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map((url) =>
          fetch(url, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'include' }).then(
            (res) => res.ok,
            () => false,
          ),
        ),
      ),
    urls,
  );
}

describe('updates', () => {
  it('offers "Reload to update" when a new version is waiting, and never reloads by itself', async () => {
    const swPath = resolve(import.meta.dirname, '..', 'dist', 'sw.js');
    const original = readFileSync(swPath, 'utf8');
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await page.goto('/');
      await controlledBySw(page);
      await page.getByRole('heading', { name: 'Welcome to Palme' }).waitFor();
      await page.getByLabel('Your Name').fill('Typed before the update');

      writeFileSync(swPath, `${original}\n// a new release ${Date.now()}\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await page.getByRole('button', { name: 'Reload to update' }).waitFor({ timeout: 20_000 });
      await snap(page, 'update-prompt-desktop');
      // Nothing was lost while the new version waited.
      expect(await page.getByLabel('Your Name').inputValue()).toBe('Typed before the update');

      // Listening before the click: the reload can be over before click() returns.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload to update' }).click()]);
      await page.getByRole('heading', { name: 'Welcome to Palme' }).waitFor();
    } finally {
      writeFileSync(swPath, original);
      await context.close();
    }
  });
});
