import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Reading } from '@contract/reading';
import { stackFirestore } from '../../functions/test/testkit';
import { me, signUpViaApi, useSession } from './apiSetup';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { palmPhotoFile } from './fixtures';
import { snap } from './journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Uploads a photo from the upload screen, as `whose` palm, and waits for the dashboard. */
async function uploadAs(page: Page, photoPath: string, whose: 'My palm' | "Someone else's"): Promise<Reading> {
  await page.goto('/palm-upload');
  const group = page.getByRole('group', { name: 'Whose palm is it?' });
  // The person's own palm unless they say otherwise.
  expect(await group.getByRole('radio', { name: /^My palm/ }).isChecked()).toBe(true);
  if (whose !== 'My palm') {
    // One tap, or the keyboard: the arrow key moves the choice.
    await group.getByRole('radio', { name: /^My palm/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await group.getByRole('radio', { name: /^Someone else's/ }).isChecked()).toBe(true);
  }
  await page.locator('input[type=file]').setInputFiles(photoPath);
  await page.getByRole('img', { name: 'Preview of your palm photo' }).waitFor();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/readings/upload'));
  await page.getByRole('button', { name: 'Reveal My Reading' }).click();
  const reading = (await (await answered).json()) as Reading;
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Key Insight' }).waitFor();
  return reading;
}

describe('whose palm', () => {
  it('reads my own hand from every photo of it, and someone else’s from its photo alone', async () => {
    const owner = await signUpViaApi('Maya');
    await (await stackFirestore()).collection('users').doc(owner.user.id).update({ unlockedReadings: 3 });
    // Nearly one hand, on either side of the square-palm edge: alone, the first reads as a Free
    // Spirit and the second as a Builder.
    const longish = await palmPhotoFile({ palmRatio: 0.8, fingerLength: 0.8, seed: 31 }, 'palm-longish.jpg');
    const squarish = await palmPhotoFile({ palmRatio: 0.85, fingerLength: 0.8, seed: 32 }, 'palm-squarish.jpg');

    const context = await newContext(browser, MOBILE);
    await useSession(context, owner);
    const page = await context.newPage();
    await page.goto('/palm-upload');
    await snap(page, 'whose-palm-mobile');

    const first = await uploadAs(page, longish, 'My palm');
    expect(first.userArchetype).toBe('FREE_SPIRIT');
    await page.getByText(/^Read from 1 photo of your hand\./).waitFor();

    const friend = await uploadAs(page, squarish, "Someone else's");
    expect(friend.userArchetype).toBe('BUILDER');
    const reading = page.getByRole('article', { name: 'Palm reading' });
    await reading.getByText("Someone else's palm", { exact: true }).waitFor();
    await reading.getByText(/it does not change the reading of your own hand/).waitFor();
    // The archetype card says whose palm it is, not "Your archetype".
    await page.getByRole('region', { name: 'The Builder' }).getByText("Someone else's palm").waitFor();
    await snap(page, 'someone-elses-palm-mobile');
    expect((await me(owner)).archetype).toBe('FREE_SPIRIT');

    const second = await uploadAs(page, squarish, 'My palm');
    expect(second.userArchetype).toBe('FREE_SPIRIT');
    await page.getByText('Read from 2 photos of your hand.', { exact: true }).waitFor();
    // The dashboard's list says which reading is of someone else's palm.
    const options = await page.getByLabel('Choose a reading').locator('option').allTextContents();
    expect(options.filter((o) => o.includes("someone else's palm"))).toHaveLength(1);
    await snap(page, 'own-palm-two-photos-mobile');
    await context.close();

    // A visitor of the shared reading is told whose palm it is.
    const visitor = await newContext(browser, DESKTOP);
    const shared = await visitor.newPage();
    await shared.goto(`/shared/${friend.shareId}`);
    await shared.getByText("Not Maya's own hand: read from this photo alone.").waitFor();
    await snap(shared, 'someone-elses-palm-shared-desktop');
    await shared.goto(`/shared/${second.shareId}`);
    await shared.getByText("Read from 2 photos of Maya's hand.").waitFor();
    await visitor.close();
  });
});
