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
