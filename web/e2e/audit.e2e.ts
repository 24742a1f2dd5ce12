/**
 * The main screens at 390×844, audited as a thumb meets them: every control a finger can reach is at
 * least 44×44 CSS px (the whole control as tapped: a checkbox or file field by its label), nothing is
 * wider than the screen, no emoji stands where a system may lack it (an empty box) and the screen's
 * main action is in the first screen, without scrolling. At 1280×800 the same but the tap size.
 * Fails naming what is wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Reading } from '@contract/reading';
import { signUpViaApi, uploadViaApi, useSession, type ApiUser } from './apiSetup';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { palmPhotoFile } from './fixtures';
import { snap } from './journeys';

const MIN_TAP = 44;

interface Finding {
  what: string;
  width: number;
  height: number;
}

/** Controls on screen smaller than MIN_TAP in either dimension, and how far the page overflows sideways. */
function audit(page: Page): Promise<{ small: Finding[]; emoji: string[]; overflow: number }> {
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
    // Emoji drawn from the system's font: where it has none, an empty box (icons are SVG here).
    const emoji: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const found = node.textContent?.match(/\p{Extended_Pictographic}/gu);
      if (found && node.parentElement && !node.parentElement.closest('script, style')) emoji.push(...found);
    }
    return { small, emoji, overflow: document.documentElement.scrollWidth - window.innerWidth };
  }, MIN_TAP);
}

/** How far below the first screen the bottom of a control is (0 or less: in view without scrolling). */
async function belowFirstScreen(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('button', { name }).or(page.getByRole('link', { name })).first().boundingBox();
  if (!box) throw new Error(`${name} is not shown`);
  return Math.round(box.y + box.height - (await page.evaluate(() => window.innerHeight)));
}

let browser: Browser;
let owner: ApiUser;
let newcomer: ApiUser;
let reading: Reading;
let compatibility: Reading;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signUpViaApi('Audra');
  newcomer = await signUpViaApi('Nell');
  reading = await uploadViaApi(owner, 71);
  const friend = await signUpViaApi('Felix');
  await uploadViaApi(friend, 72);
  const made = await friend.fetch('/api/v1/readings/compatibility', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partnerReadingShareId: reading.shareId }),
  });
  compatibility = (await made.json()) as Reading;
});
afterAll(async () => {
  await browser?.close();
});

/** Each main screen: who opens it, what shows it is ready, and its main action (where it has one). */
const screens: Array<{ name: string; path: () => string; as: () => ApiUser | null; ready: string; main?: string }> = [
  {
    name: 'home',
    path: () => '/',
    as: () => null,
    ready: 'Unlock Your Mystical Path',
    main: 'Unlock Your Mystical Path',
  },
  {
    name: 'shared reading',
    path: () => `/shared/${reading.shareId}`,
    as: () => null,
    ready: 'Share This Reading',
    main: 'Get Your Reading',
  },
  {
    name: 'invitation',
    path: () => `/compatibility/${reading.shareId}`,
    as: () => null,
    ready: 'Check Compatibility',
    main: 'Check Compatibility',
  },
  {
    name: 'first dashboard',
    path: () => '/dashboard',
    as: () => newcomer,
    ready: "Let's go",
    main: 'Take a New Reading',
  },
  { name: 'dashboard', path: () => '/dashboard', as: () => owner, ready: 'Share My Reading', main: 'Share My Reading' },
  { name: 'upload', path: () => '/palm-upload', as: () => owner, ready: 'Use Camera', main: 'Use Camera' },
  {
    name: 'compatibility result',
    path: () => `/compatibility-result/${compatibility.shareId}`,
    as: () => owner,
    ready: 'Copy Link',
  },
  { name: 'subscription', path: () => '/subscription', as: () => owner, ready: 'Upgrade Now', main: 'Upgrade Now' },
  { name: 'privacy', path: () => '/privacy', as: () => owner, ready: 'Download My Data' },
];

type Screen = (typeof screens)[number];

/** Opens the screen as its person at this size, once it is ready; the page with what the audit found. */
async function opened(screen: Screen, options: BrowserContextOptions) {
  const context = await newContext(browser, options);
  const as = screen.as();
  if (as) await useSession(context, as);
  const page = await context.newPage();
  await page.goto(screen.path());
  await page
    .getByRole('button', { name: screen.ready })
    .or(page.getByRole('link', { name: screen.ready }))
    .first()
    .waitFor();
  return { context, page, found: await audit(page) };
}

/** What every size asks of a screen: no emoji, nothing wider than the screen, its main action in view. */
async function expectAtAnySize(screen: Screen, page: Page, found: Awaited<ReturnType<typeof audit>>) {
  expect(found.emoji, `emoji on ${screen.name}`).toEqual([]);
  expect(found.overflow, `sideways overflow on ${screen.name}`).toBeLessThanOrEqual(0);
  if (screen.main) {
    expect(await belowFirstScreen(page, screen.main), `${screen.main} below the first screen`).toBeLessThanOrEqual(0);
  }
}

describe('every main screen on a phone', () => {
  for (const screen of screens) {
    it(`${screen.name}: every control at least 44×44, nothing wider than the screen, its main action in view`, async () => {
      const { context, page, found } = await opened(screen, MOBILE);
      await snap(page, `audit-${screen.name.replaceAll(' ', '-')}`);
      expect(found.small, `controls under ${MIN_TAP} px on ${screen.name}`).toEqual([]);
      await expectAtAnySize(screen, page, found);
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

describe('every main screen on a laptop', () => {
  for (const screen of screens) {
    it(`${screen.name}: nothing wider than the screen, its main action in view`, async () => {
      const { context, page, found } = await opened(screen, DESKTOP);
      await expectAtAnySize(screen, page, found);
      await context.close();
    });
  }
});

describe('a palm photo chosen', () => {
  for (const [size, options] of [
    ['a phone', MOBILE],
    ['a laptop', DESKTOP],
  ] as const) {
    it(`on ${size}, offers Reveal My Reading in the first screen, under the photo`, async () => {
      const context = await newContext(browser, options);
      await useSession(context, newcomer);
      const page = await context.newPage();
      await page.goto('/palm-upload');
      await page.getByLabel('Upload a palm photo').setInputFiles(await palmPhotoFile({ seed: 73 }));
      await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
      expect(await belowFirstScreen(page, 'Reveal My Reading')).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
