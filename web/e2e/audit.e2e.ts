/**
 * The main screens at 390×844, audited as a thumb meets them: every control a finger can reach is at
 * least 44×44 CSS px (the whole control as tapped: a checkbox or file field by its label), and
 * nothing is wider than the screen. Fails naming each control that is too small.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Reading } from '@contract/reading';
import { signUpViaApi, uploadViaApi, useSession, type ApiUser } from './apiSetup';
import { launchBrowser, MOBILE, newContext } from './browser';
import { snap } from './journeys';

const MIN_TAP = 44;

interface Finding {
  what: string;
  width: number;
  height: number;
}

/** Controls on screen smaller than MIN_TAP in either dimension, and how far the page overflows sideways. */
function audit(page: Page): Promise<{ small: Finding[]; overflow: number }> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    const seen = new Set<Element>();
    const small: Array<{ what: string; width: number; height: number }> = [];
    for (const control of controls) {
      // A checkbox, radio or file field is tapped through its label.
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)
          ? (control.closest('label') ?? control.labels?.[0] ?? control)
          : control;
      if (seen.has(target)) continue;
      seen.add(target);
      const style = getComputedStyle(target);
      if (
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        target.closest('[aria-hidden="true"], [inert]')
      ) {
        continue;
      }
      const box = target.getBoundingClientRect();
      // Not rendered (display: none above it), or visually hidden on purpose (a skip link until focused).
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < min || box.height < min) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
        small.push({
          what: `${target.tagName.toLowerCase()} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return { small, overflow: document.documentElement.scrollWidth - window.innerWidth };
  }, MIN_TAP);
}

let browser: Browser;
let owner: ApiUser;
let reading: Reading;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signUpViaApi('Audra');
  reading = await uploadViaApi(owner, 71);
  const friend = await signUpViaApi('Felix');
  await uploadViaApi(friend, 72);
  await friend.fetch('/api/v1/readings/compatibility', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partnerReadingShareId: reading.shareId }),
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('every main screen on a phone', () => {
  const screens: Array<{ name: string; path: () => string; signedIn: boolean; ready: string }> = [
    { name: 'home', path: () => '/', signedIn: false, ready: 'Unlock Your Mystical Path' },
    { name: 'shared reading', path: () => `/shared/${reading.shareId}`, signedIn: false, ready: 'Share This Reading' },
    {
      name: 'invitation',
      path: () => `/compatibility/${reading.shareId}`,
      signedIn: false,
      ready: 'Check Compatibility',
    },
    { name: 'dashboard', path: () => '/dashboard', signedIn: true, ready: 'Share My Reading' },
    { name: 'upload', path: () => '/palm-upload', signedIn: true, ready: 'Use Camera' },
    { name: 'subscription', path: () => '/subscription', signedIn: true, ready: 'Upgrade Now' },
    { name: 'privacy', path: () => '/privacy', signedIn: true, ready: 'Download My Data' },
  ];

  for (const screen of screens) {
    it(`${screen.name}: every control at least 44×44, nothing wider than the screen`, async () => {
      const context = await newContext(browser, MOBILE);
      if (screen.signedIn) await useSession(context, owner);
      const page = await context.newPage();
      await page.goto(screen.path());
      await page.getByRole('button', { name: screen.ready }).first().waitFor();
      await snap(page, `audit-${screen.name.replace(' ', '-')}`);
      const { small, overflow } = await audit(page);
      expect(small, `controls under ${MIN_TAP} px on ${screen.name}`).toEqual([]);
      expect(overflow, `sideways overflow on ${screen.name}`).toBeLessThanOrEqual(0);
      await context.close();
    });
  }

  it('phone verification: every control at least 44×44, nothing wider than the screen', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Your Name').fill('Audra');
    await page.getByRole('button', { name: 'Unlock Your Mystical Path' }).click();
    await page.waitForURL('**/phone-verification');
    await page.getByRole('button', { name: 'Send Verification Code' }).waitFor();
    await snap(page, 'audit-phone-verification');
    const { small, overflow } = await audit(page);
    expect(small, 'controls under 44 px on phone verification').toEqual([]);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
