import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import type { Reading } from '@contract/reading';
import type { User } from '@contract/user';
import { stackFirestore, storedPalmPhotos } from '../../functions/test/testkit';
import { randomUsPhone } from './authEmulator';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { palmPhotoFile } from './fixtures';
import { countRows, signUpThroughUi, snap, uploadPalmThroughUi } from './journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();
const api = async <T>(page: Page, path: string): Promise<T> => (await (await page.request.get(path)).json()) as T;
const photosOf = (uid: string): string[] => storedPalmPhotos(process.env.PALME_BLOB_DIR ?? '', uid);

describe('my data', () => {
  it('makes a reading private, deletes one, exports everything and deletes the account', async () => {
    const db = await stackFirestore();
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const phone = randomUsPhone();
    await signUpThroughUi(page, 'Noor', phone);
    await page.goto('/palm-upload');
    await uploadPalmThroughUi(page, await palmPhotoFile({ seed: 51 }));
    const user = await api<User>(page, '/api/v1/auth/user');
    // One more credit, for a second reading to delete.
    await db.collection('users').doc(user.id).update({ unlockedReadings: 1 });
    await page.goto('/palm-upload');
    await uploadPalmThroughUi(page, await palmPhotoFile({ seed: 52 }));
    const [newest, first] = await api<Reading[]>(page, '/api/v1/readings/list');
    const uid = (await db.collection('users').doc(user.id).get()).get('firebaseUid') as string;
    expect(photosOf(uid).sort()).toEqual([`${first!.id}.jpg`, `${newest!.id}.jpg`].sort());

    await page.getByRole('link', { name: 'Privacy & data' }).click();
    await page.getByRole('heading', { name: 'Your data is yours' }).waitFor();
    const switches = page.getByRole('switch');
    await expect.poll(() => switches.count()).toBe(2);
    await snap(page, 'privacy-mobile');

    // Private: the first reading's links say Reading Not Found to a visitor.
    await switches.nth(1).click();
    await expect.poll(() => switches.nth(1).isChecked()).toBe(false);
    await page.getByText('Private', { exact: true }).waitFor();
    const visitor = await (await newContext(browser, DESKTOP)).newPage();
    await visitor.goto(`/shared/${first!.shareId}`);
    await visitor.getByRole('heading', { name: 'Reading Not Found' }).waitFor();
    await visitor.goto(`/compatibility/${first!.shareId}`);
    await visitor.getByRole('heading', { name: 'Reading Not Found' }).waitFor();
    await visitor.goto(`/shared/${newest!.shareId}`);
    await visitor.getByRole('heading', { name: "Noor's Palm Reading" }).waitFor();

    // The export: everything held, and both photos.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^palme-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(
      ['palme-data.json', `photos/${first!.id}.jpg`, `photos/${newest!.id}.jpg`].sort(),
    );
    const exported = JSON.parse(strFromU8(files['palme-data.json']!)) as {
      user: { displayName: string; phoneNumber: string };
      readings: Array<{ id: string; isPublic: boolean; measures: unknown }>;
    };
    expect(exported.user).toMatchObject({ displayName: 'Noor', phoneNumber: phone.e164 });
    expect(exported.readings.map((r) => [r.id, r.isPublic])).toEqual([
      [newest!.id, true],
      [first!.id, false],
    ]);

    // Delete the newest reading: asked first, then gone with its photo, here and on the device.
    await page
      .getByRole('button', { name: /^Delete .* reading, / })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this reading?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await snap(page, 'privacy-delete-reading-mobile');
    await dialog.getByRole('button', { name: 'Delete Reading' }).click();
    await toast(page, 'Reading deleted');
    await expect.poll(() => switches.count()).toBe(1);
    expect(photosOf(uid)).toEqual([`${first!.id}.jpg`]);
    expect((await db.collection('readings').doc(newest!.id).get()).exists).toBe(false);

    // Delete the account.
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.getByText('We keep only a keyed hash of your phone number', { exact: false }).waitFor();
    await snap(page, 'privacy-delete-account-mobile');
    await confirm.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Your account has been deleted');

    // Signed out, nothing left on the device…
    for (const store of ['readings', 'images', 'account', 'shared']) expect(await countRows(page, store)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname !== '/dashboard');
    // …nor on the server: no document, no photo.
    expect((await db.collection('users').doc(user.id).get()).exists).toBe(false);
    for (const [name, field] of [
      ['readings', 'userId'],
      ['sessions', 'sess.userId'],
      ['userUids', 'userId'],
      ['userPhones', 'userId'],
    ] as const) {
      expect((await db.collection(name).where(field, '==', user.id).get()).size, name).toBe(0);
    }
    for (const r of [first!, newest!])
      expect((await db.collection('sharedReadings').doc(r.shareId).get()).exists).toBe(false);
    expect(photosOf(uid)).toEqual([]);

    // The number can sign up again, as a new user without a second free reading.
    await signUpThroughUi(page, 'Noor Again', phone);
    const again = await api<User>(page, '/api/v1/auth/user');
    expect(again.id).not.toBe(user.id);
    expect(again).toMatchObject({ unlockedReadings: 0, unlockedCompatibility: 0, totalReadings: 0 });
    await context.close();
  });
});
