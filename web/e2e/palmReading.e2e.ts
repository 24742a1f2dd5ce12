import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reading } from '@contract/reading';
import { me, signUpViaApi, uploadViaApi, useSession, type ApiUser } from './apiSetup';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { palmPhotoFile } from './fixtures';
import { snap } from './journeys';

let browser: Browser;
let owner: ApiUser;
let reading: Reading;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signUpViaApi('Noor');
  reading = await uploadViaApi(owner, 12);
});
afterAll(async () => {
  await browser?.close();
});

async function showLines(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show palm lines' });
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await page.getByRole('img', { name: /^Traced on the photo/ }).count()).toBe(0);
  // The colour key goes with the lines: nothing names lines that are not drawn.
  expect(await page.locator('.palm-lines__legend').isVisible()).toBe(false);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Hide palm lines' }).waitFor();
  await page.getByRole('img', { name: /^Traced on the photo/ }).waitFor();
}

describe('the traced palm lines', () => {
  it('are drawn over the owner’s photo on request, each named, untraced ones said', async () => {
    expect(reading.palmLines).toBeTruthy();
    const traced = (['heart', 'head', 'life'] as const).filter((l) => reading.palmLines![l]);
    for (const [options, name] of [
      [MOBILE, 'mobile'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(browser, options);
      await useSession(context, owner);
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Key Insight' }).waitFor();
      await showLines(page);
      const overlay = page.locator('.palm-lines__overlay polyline');
      expect(await overlay.count()).toBe(traced.length);
      for (const line of ['heart', 'head', 'life'] as const) {
        const label = `${line[0]!.toUpperCase()}${line.slice(1)} line`;
        const legend = page.locator('.palm-lines__legend');
        await legend
          .getByText(reading.palmLines![line] ? label : `${label}: not clear in this photo`, { exact: true })
          .waitFor();
      }
      // Bold enough to see over a photo (about 1% of its width), and drawn along each crease.
      const drawn = await overlay.first().evaluate((line) => {
        const style = getComputedStyle(line);
        return { width: Number(line.getAttribute('stroke-width')), animation: style.animationName };
      });
      expect(drawn.width).toBeGreaterThanOrEqual(Math.max(4, reading.palmLines!.width / 100));
      expect(drawn.animation).toBe('palm-line-draw');
      await snap(page, `palm-lines-own-${name}`);
      // Hidden again, the lines take their colour key with them.
      await page.getByRole('button', { name: 'Hide palm lines' }).click();
      await page.getByRole('button', { name: 'Show palm lines' }).waitFor();
      expect(await page.locator('.palm-lines__legend').isVisible()).toBe(false);
      expect(await overlay.count()).toBe(0);
      await context.close();
    }
  });

  it('show on a shared reading too, and never print', async () => {
    for (const [options, name] of [
      [MOBILE, 'mobile'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(browser, options);
      const page = await context.newPage();
      await page.goto(`/shared/${reading.shareId}`);
      await page.getByRole('heading', { name: "Noor's Palm Reading" }).waitFor();
      await showLines(page);
      await snap(page, `palm-lines-shared-${name}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.palm-lines__overlay').isVisible()).toBe(false);
      await context.close();
    }
  });
});

describe('a photo the gate refuses', () => {
  it('stays on the upload screen with the reason, ready to retake, and costs nothing', async () => {
    const user = await signUpViaApi('Ilse');
    const blank = join(tmpdir(), 'palme-blank.jpg');
    writeFileSync(
      blank,
      await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#7a7f8c' } })
        .jpeg()
        .toBuffer(),
    );
    const context = await newContext(browser, MOBILE);
    await useSession(context, user);
    const page = await context.newPage();
    await page.goto('/palm-upload');
    await page.locator('input[type=file]').setInputFiles(blank);
    await page.getByRole('button', { name: 'Reveal My Reading' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't read this photo." });
    await alert.waitFor();
    await alert.getByText(/couldn't find a hand/).waitFor();
    await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
    await page.getByRole('button', { name: 'Retake with Camera' }).waitFor();
    // The refused photo is not offered to be read again.
    expect(await page.getByRole('button', { name: 'Reveal My Reading' }).count()).toBe(0);
    await snap(page, 'upload-refused-mobile');
    expect((await me(user)).unlockedReadings).toBe(1);
    await context.close();
  });
});

describe('a reading on its way', () => {
  it('names its steps, can be cancelled, and read again later for one reading', async () => {
    const user = await signUpViaApi('Cato');
    const context = await newContext(browser, MOBILE);
    await useSession(context, user);
    const page = await context.newPage();
    // The first upload is held on its way, as on a slow connection, until the test lets it go.
    let held = true;
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    await page.route('**/api/v1/readings/upload', async (route) => {
      if (!held) return route.continue();
      await gate;
      // Cancelled meanwhile: the browser has dropped it.
      await route.continue().catch(() => undefined);
    });
    await page.goto('/palm-upload');
    await page.getByLabel('Upload a palm photo').setInputFiles(await palmPhotoFile({ seed: 81 }));
    await page.getByRole('button', { name: 'Reveal My Reading' }).click();
    const steps = page.getByRole('list', { name: 'Reading your palm' });
    await steps.getByText('Finding your hand').waitFor();
    expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Finding your hand');
    for (const step of ['Tracing the lines', 'Writing your reading']) await steps.getByText(step).waitFor();
    await snap(page, 'upload-stages-mobile');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Reading cancelled', { exact: true }).first().waitFor();
    // The photo is still there, ready to be read; nothing was spent.
    await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
    expect((await me(user)).unlockedReadings).toBe(1);

    held = false;
    letGo();
    await page.getByRole('button', { name: 'Reveal My Reading' }).click();
    await page.waitForURL('**/dashboard');
    const after = await me(user);
    expect([after.unlockedReadings, after.totalReadings]).toEqual([0, 1]);
    await context.close();
  });
});
