/** Steps a user takes, written once for the journeys that share them. */
import type { Page } from 'playwright-core';
import { latestCodeFor, randomUsPhone } from './authEmulator';

export interface SignedUp {
  name: string;
  phone: string;
}

/** From the home page through phone verification; resolves once the post-login page has loaded. */
export async function signUpThroughUi(page: Page, name: string, phone = randomUsPhone()): Promise<SignedUp> {
  await page.goto('/');
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Unlock Your Mystical Path' }).click();
  await page.waitForURL('**/phone-verification');
  await verifyPhoneThroughUi(page, phone);
  return { name, phone: phone.e164 };
}

/** From the phone verification page (a name given): a number, its code, signed in. */
export async function verifyPhoneThroughUi(page: Page, phone = randomUsPhone()): Promise<void> {
  const field = page.getByLabel('Phone Number');
  await field.fill('');
  await field.pressSequentially(phone.national);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByText('Verification code sent').first().waitFor();
  await page.getByLabel('Verification Code').fill(await latestCodeFor(phone.e164));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByText('Authentication Successful').first().waitFor();
}

export async function uploadPalmThroughUi(page: Page, photoPath: string): Promise<void> {
  await page.getByLabel('Upload a palm photo').setInputFiles(photoPath);
  await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
  await page.getByRole('button', { name: 'Reveal My Reading' }).click();
  await page.getByText('Reading Saved').first().waitFor();
  await page.waitForURL('**/dashboard');
}

/** Saves a screenshot when SCREENSHOTS is set (a folder), for looking at what was built. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Rows in one of the app's IndexedDB stores; never creates the database, and never holds it open. */
export function countRows(page: Page, store: string): Promise<number> {
  return page.evaluate(async (name) => {
    const exists = (await indexedDB.databases()).some((d) => d.name === 'palme');
    if (!exists) return 0;
    return new Promise<number>((done, fail) => {
      const open = indexedDB.open('palme');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          return done(0);
        }
        const req = db.transaction(name).objectStore(name).count();
        req.onsuccess = () => {
          db.close();
          done(req.result);
        };
        req.onerror = () => {
          db.close();
          fail(req.error);
        };
      };
    });
  }, store);
}

/**
 * Blocks of the page shown above a block that comes before them in the page (CSS `order`, a reversed
 * flex direction, grid placement). A page the server draws is painted while it still arrives: such a
 * block, arriving later, would push down what was already drawn. Side-by-side blocks do not count.
 */
export function blocksOutOfPageOrder(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const found: string[] = [];
    const walk = (parent: Element) => {
      // An element shown as its children (display: contents) lays them out among its siblings.
      const laidOut = (el: Element): Element[] =>
        getComputedStyle(el).display === 'contents' ? [...el.children].flatMap(laidOut) : [el];
      const shown = [...parent.children].flatMap(laidOut).filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.position !== 'absolute' && style.position !== 'fixed' && box.width > 0 && box.height > 0;
      });
      for (let i = 1; i < shown.length; i++) {
        const before = shown[i - 1]!.getBoundingClientRect();
        const after = shown[i]!.getBoundingClientRect();
        const sideBySide = after.left >= before.right - 1 || after.right <= before.left + 1;
        if (!sideBySide && after.top < before.top - 1) found.push(`${name(shown[i]!)} above ${name(shown[i - 1]!)}`);
      }
      for (const child of parent.children) walk(child);
    };
    const start = document.querySelector(selector);
    if (start) walk(start);
    return found;
  }, root);
}
