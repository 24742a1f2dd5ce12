import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Reading } from '@contract/reading';
import { inThirdPerson } from '@contract/thirdPerson';
import { me, signUpViaApi, uploadViaApi, useSession, type ApiUser } from './apiSetup';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { palmPhotoFile } from './fixtures';
import { blocksOutOfPageOrder, signUpThroughUi, snap, uploadPalmThroughUi, verifyPhoneThroughUi } from './journeys';

let browser: Browser;
let sharer: ApiUser;
let sharerReading: Reading;

beforeAll(async () => {
  browser = await launchBrowser();
  sharer = await signUpViaApi('Maya');
  sharerReading = await uploadViaApi(sharer, 41);
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();
const archetypeShort = (a: string) =>
  a
    .split('_')
    .map((w) => w[0] + w.slice(1).toLowerCase())
    .join(' ');

describe('a shared reading', () => {
  it('shows to a visitor without an account, and remembers who shared it', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`/shared/${sharerReading.shareId}`);
    await page.getByRole('heading', { name: "Maya's Palm Reading" }).waitFor();
    await page.getByText('I wanted to share my destiny with you.').waitFor();
    await page.getByRole('heading', { name: `The ${archetypeShort(sharerReading.userArchetype!)}` }).waitFor();
    for (const name of ['Get Your Own Reading', 'Check Compatibility with Me', 'Share This Reading']) {
      await page.getByRole('button', { name }).waitFor();
    }
    await page.getByRole('link', { name: 'Get Your Reading' }).waitFor();
    await page.getByRole('link', { name: 'Check Compatibility' }).waitFor();
    // Spoken of Maya to the visitor, not to them: "Maya's long fingers…", never "Your long fingers…".
    const insight = (await page.locator('.reading__insight').textContent()) ?? '';
    expect(insight).toMatch(/\bMaya\b/);
    expect(insight).not.toMatch(/^(?:Your?|You're)\b/);
    // First readings keep their Challenges inside Life Journey in shared mode.
    await page.getByRole('button', { name: 'Life Journey' }).click();
    await page.getByRole('region', { name: 'Life Journey' }).getByRole('heading', { name: 'Challenges' }).waitFor();
    await snap(page, 'shared-mobile');
    const stored = await page.evaluate(() => [localStorage.getItem('referrerId'), localStorage.getItem('shareId')]);
    expect(stored).toEqual([sharer.user.id, sharerReading.shareId]);

    // The first referral wins: another shared link does not replace it.
    const other = await signUpViaApi('Other');
    const otherReading = await uploadViaApi(other, 42);
    await page.goto(`/shared/${otherReading.shareId}`);
    await page.getByRole('heading', { name: "Other's Palm Reading" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('referrerId'))).toBe(sharer.user.id);
    await context.close();
  });

  it('says Reading Not Found for an unknown share id', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/shared/doesNotExist000000000');
    await page.getByRole('heading', { name: 'Reading Not Found' }).waitFor();
    await page
      .getByText("We couldn't find this palm reading. It may have been removed or the link is invalid.")
      .waitFor();
    await snap(page, 'shared-not-found-desktop');
    await page.getByRole('link', { name: 'Get Your Reading' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('earns the sharer a referral once the visitor who signed up completes a first reading', async () => {
    const before = (await me(sharer)).referralCount;
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`/shared/${sharerReading.shareId}`);
    await page.getByRole('button', { name: 'Get Your Own Reading' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signUpThroughUi(page, 'Referred');
    await page.waitForURL('**/dashboard');
    expect((await me(sharer)).referralCount).toBe(before);
    await page.goto('/palm-upload');
    await uploadPalmThroughUi(page, await palmPhotoFile({ seed: 44 }));
    expect((await me(sharer)).referralCount).toBe(before + 1);
    await context.close();
  });

  it('shares by clipboard, or by the share sheet, and only logs a failed share', async () => {
    const context = await newContext(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(`/shared/${sharerReading.shareId}`);
    await page.getByRole('button', { name: 'Share This Reading' }).click();
    await toast(page, 'Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:5000/shared/${sharerReading.shareId}`,
    );
    // The toast ends with its screen: it does not follow the visitor to the next one (it would
    // otherwise stay its five seconds).
    await page.getByRole('link', { name: 'Get Your Reading' }).click();
    await page.getByRole('heading', { name: 'Welcome to Palme' }).waitFor();
    await expect.poll(() => page.getByText('Copied to clipboard!').count(), { timeout: 2000 }).toBe(0);

    const sheet = await context.newPage();
    await sheet.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      navigator.share = async (data) => {
        calls.push(data);
        if (calls.length > 1) throw new DOMException('Share canceled', 'AbortError');
      };
    });
    await sheet.goto(`/shared/${sharerReading.shareId}`);
    await sheet.getByRole('button', { name: 'Share This Reading' }).click();
    await expect
      .poll(() => sheet.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length))
      .toBe(1);
    const [data] = await sheet.evaluate(
      () => (window as unknown as { shareCalls: Array<{ title: string; url: string }> }).shareCalls,
    );
    // Passed on by a visitor: Maya's reading, not "my" reading.
    expect(data).toMatchObject({
      title: "Maya's Palm Reading",
      url: `http://localhost:5000/shared/${sharerReading.shareId}`,
    });
    await sheet.getByRole('button', { name: 'Share This Reading' }).click();
    await expect
      .poll(() => sheet.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length))
      .toBe(2);
    expect(await sheet.getByText('Failed to copy').count()).toBe(0);
    await context.close();
  });
});

describe("sharing one's own reading", () => {
  it('asks once what of the photo goes with the link, crops to the hand by default, and lets the owner change it', async () => {
    const owner = await signUpViaApi('Noor');
    const reading = await uploadViaApi(owner, 43);
    const context = await newContext(browser, MOBILE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useSession(context, owner);
    const page = await context.newPage();
    await page.goto('/dashboard');
    // The browser's clipboard is shared by every page: start it empty.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Share My Reading' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'What goes with your link?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: /Just my palm/ }).isChecked()).toBe(true);
    await snap(page, 'share-consent-mobile');
    // Nothing is shared by closing it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('');

    await page.getByRole('button', { name: 'Share My Reading' }).click();
    await dialog.getByRole('radio', { name: /No photo/ }).check();
    await dialog.getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:5000/shared/${reading.shareId}`,
    );
    // Asked once: the next share goes straight out.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Share My Reading' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(reading.shareId);
    expect(await dialog.count()).toBe(0);

    // A visitor sees the words and no photo.
    const visitor = await (await newContext(browser, MOBILE)).newPage();
    await visitor.goto(`/shared/${reading.shareId}`);
    await visitor.getByRole('heading', { name: "Noor's Palm Reading" }).waitFor();
    expect(await visitor.locator('.palm-frame img').count()).toBe(0);

    // The owner changes it on the privacy page: the visitor then sees the hand, cropped.
    await page.goto('/privacy');
    const select = page.getByRole('combobox', { name: /Photo on the link of/ });
    expect(await select.inputValue()).toBe('none');
    await select.selectOption('palm');
    await expect.poll(() => select.inputValue()).toBe('palm');
    await expect
      .poll(async () => {
        const res = await fetch(`http://localhost:5000/api/v1/shared/${reading.shareId}`);
        return ((await res.json()) as { imageUrl: string | null }).imageUrl;
      })
      .toBe(`/api/v1/shared/${reading.shareId}/image`);
    await visitor.reload();
    const photo = visitor.locator('.palm-frame img');
    await photo.waitFor();
    const box = reading.palmLines!.hand!;
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(box[2]);
    await snap(visitor, 'shared-cropped-mobile');
    await context.close();
    await visitor.context().close();
  });
});

describe('compatibility', () => {
  it('takes a new visitor from the invitation through sign-up to the result, with the kept palm', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto(`/compatibility/${sharerReading.shareId}`);
    await page.getByRole('heading', { name: 'Maya wants to compare palms' }).waitFor();
    for (const outcome of ['Soulmates', 'Kindred Friends', 'Balanced Allies', 'Challengers']) {
      await page.getByRole('heading', { name: outcome }).waitFor();
    }
    await page.getByText(inThirdPerson(sharerReading.keyInsight!, 'Maya')).waitFor();
    await snap(page, 'invite-mobile');
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await page.waitForURL('**/palm-upload');
    // Each step says where it leads.
    const steps = page.getByRole('region', { name: 'Comparing palms with Maya' });
    await steps.getByText('Two steps left to see you and Maya').waitFor();
    await page.getByLabel('Upload a palm photo').setInputFiles(await palmPhotoFile({ seed: 43 }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/compatibility-account-creation');
    await page.getByRole('heading', { name: 'Almost There!' }).waitFor();
    await steps.getByText('One step left to see you and Maya').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('compatibilityPalmImage'))).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    await snap(page, 'almost-there-mobile');
    // The name is asked here, with the steps to Maya in view: no detour through the generic welcome page.
    await page.getByRole('button', { name: 'Create Account to Continue' }).click();
    await page.getByText('Please enter your name to continue').first().waitFor();
    await page.getByLabel('Your Name').fill('Theo');
    await snap(page, 'invite-account-step-mobile');
    await page.getByRole('button', { name: 'Create Account to Continue' }).click();
    await page.waitForURL('**/phone-verification');
    // The phone step still says where it leads.
    await steps.getByText('One step left to see you and Maya').waitFor();
    await snap(page, 'invite-phone-step-mobile');
    await verifyPhoneThroughUi(page);
    await page.waitForURL('**/compatibility-result/**', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Strengths' }).waitFor();
    await page.getByRole('heading', { name: 'Guidance' }).waitFor();
    await snap(page, 'compat-result-mobile');
    const flow = await page.evaluate(() =>
      ['compatibilityFlow', 'partnerReadingShareId', 'compatibilityPalmImage'].map((k) => sessionStorage.getItem(k)),
    );
    expect(flow).toEqual([null, null, null]);

    // The kept palm became the newcomer's first reading, next to the compatibility reading.
    const readings = (await (await page.request.get('/api/v1/readings/list')).json()) as Reading[];
    expect(readings.map((r) => r.readingType).sort()).toEqual(['COMPATIBILITY', 'FIRST_PALM_READING']);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Compatibility' }).click();
    await page.getByRole('button', { name: 'Share Compatibility Link' }).waitFor();
    await context.close();
  });

  it('lets a signed-in user with a reading check compatibility directly, and copy the result link', async () => {
    const visitor = await signUpViaApi('Vera');
    await uploadViaApi(visitor, 44);
    const context = await newContext(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useSession(context, visitor);
    const page = await context.newPage();
    await page.goto(`/compatibility/${sharerReading.shareId}`);
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await page.waitForURL('**/compatibility-result/**');
    await page.getByRole('heading', { name: 'You & Maya' }).waitFor();
    await snap(page, 'compat-result-desktop');
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    await toast(page, 'Compatibility link copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // The confirmation lasts three seconds.
    await page.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 5000 });

    // The compatibility credit is spent: the next check leads to the subscription page.
    await page.goto(`/compatibility/${sharerReading.shareId}`);
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await page.waitForURL('**/subscription');
    await context.close();
  });

  it('tells the inviter who compared palms with them, lists the result for both, and lets the inviter remove it', async () => {
    const inviter = await signUpViaApi('Nora');
    const invitation = await uploadViaApi(inviter, 45);
    const checker = await signUpViaApi('Theo');
    await uploadViaApi(checker, 46);
    const made = (await (
      await checker.fetch('/api/v1/readings/compatibility', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ partnerReadingShareId: invitation.shareId }),
      })
    ).json()) as Reading;

    const phone = await newContext(browser, MOBILE);
    await useSession(phone, inviter);
    let page = await phone.newPage();
    await page.goto('/dashboard');
    const news = page.getByRole('region', { name: 'Theo compared palms with you' });
    await news.waitFor();
    await page.getByRole('tab', { name: /^Compatibility\s*, 1 new$/ }).waitFor();
    await snap(page, 'compat-news-mobile');
    const told = page.waitForResponse((r) => r.url().endsWith(`/api/v1/readings/${made.id}/seen`));
    await news.getByRole('button', { name: 'See your result' }).click();
    expect((await told).status()).toBe(204);
    // The result, in words written to the inviter: Theo is the other hand, Nora is "you".
    await page.getByRole('tab', { name: 'Compatibility', selected: true }).waitFor();
    await page.getByRole('region', { name: "Partner's archetype" }).getByText('Theo').waitFor();
    await page.getByRole('region', { name: 'Your archetype' }).getByText('Nora').waitFor();
    await news.waitFor({ state: 'detached' });
    await snap(page, 'compat-inviter-mobile');
    // Its link opens for the inviter too.
    await page.goto(`/compatibility-result/${made.shareId}`);
    await page.getByRole('heading', { name: 'You & Theo' }).waitFor();
    await phone.close();

    // Opened on the phone, it is no longer news on the laptop; it is in the list there too.
    const laptop = await newContext(browser, DESKTOP);
    await useSession(laptop, inviter);
    page = await laptop.newPage();
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Compatibility' }).click();
    await page.getByRole('region', { name: "Partner's archetype" }).getByText('Theo').waitFor();
    expect(await page.getByRole('region', { name: 'Theo compared palms with you' }).count()).toBe(0);
    await snap(page, 'compat-inviter-desktop');
    await laptop.close();

    // The inviter may take it out of their list; Theo keeps his.
    const context = await newContext(browser, MOBILE);
    await useSession(context, inviter);
    page = await context.newPage();
    await page.goto('/privacy');
    await page.getByText('Only you and Theo').waitFor();
    await page.getByRole('button', { name: /^Remove .* with Theo/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this result from your readings?' });
    await dialog.getByText('Theo made it through your invitation and keeps their copy.').waitFor();
    await dialog.getByRole('button', { name: 'Remove Result' }).click();
    await toast(page, 'Removed from your readings');
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Compatibility' }).click();
    await page.getByRole('heading', { name: 'No Compatibility Readings Yet' }).waitFor();
    await context.close();
    const theirs = (await (await checker.fetch('/api/v1/readings/list')).json()) as Reading[];
    expect(theirs.map((r) => r.id)).toContain(made.id);
  });

  it('shows Results Not Found for a palm reading id, and handles Almost There! for signed-in users and Back', async () => {
    const context = await newContext(browser, DESKTOP);
    await useSession(context, sharer);
    const page = await context.newPage();
    await page.goto(`/compatibility-result/${sharerReading.id}`);
    await page.getByRole('heading', { name: 'Results Not Found' }).waitFor();
    await page.goto('/compatibility-account-creation');
    await page.waitForURL('**/dashboard');
    await context.close();

    const anonymous = await newContext(browser, MOBILE);
    const visitor = await anonymous.newPage();
    await visitor.goto(`/compatibility/${sharerReading.shareId}`);
    await visitor.getByRole('button', { name: 'Check Compatibility' }).click();
    await visitor.waitForURL('**/palm-upload');
    await visitor.getByLabel('Upload a palm photo').setInputFiles(await palmPhotoFile({ seed: 45 }));
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('heading', { name: 'Almost There!' }).waitFor();
    await visitor.getByRole('button', { name: 'Back' }).click();
    await visitor.waitForURL(`**/compatibility/${sharerReading.shareId}`);
    const flow = await visitor.evaluate(() => [
      sessionStorage.getItem('compatibilityFlow'),
      sessionStorage.getItem('compatibilityPalmImage'),
    ]);
    expect(flow).toEqual([null, null]);
    await anonymous.close();
  });

  it('says Reading Not Found with Back to Home for a broken invitation', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await page.goto('/compatibility/brokenInvitation00000000');
    await page.getByRole('heading', { name: 'Reading Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await context.close();
  });
});

describe('link previews', () => {
  it("carry the reading's own card in the served HTML, through Hosting, and the page still boots", async () => {
    const html = await (await fetch(`http://localhost:5000/shared/${sharerReading.shareId}`)).text();
    const card = `http://localhost:5000/api/v1/shared/${sharerReading.shareId}/card`;
    expect(html).toContain(`<meta property="og:image" content="${card}" />`);
    expect(html).toContain('Maya&#39;s Palm Reading');
    const image = await fetch(card);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    if (process.env.SCREENSHOTS) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${process.env.SCREENSHOTS}/link-preview-card.jpg`, Buffer.from(await image.arrayBuffer()));
    }
    // Without a photo on the link, the archetype's own card.
    const fallback = await fetch(`http://localhost:5000/og/${sharerReading.userArchetype!.toLowerCase()}.png`);
    expect(fallback.headers.get('content-type')).toBe('image/png');

    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`/shared/${sharerReading.shareId}`);
    await page.getByRole('heading', { name: "Maya's Palm Reading" }).waitFor();
    expect(await page.title()).toContain("Maya's Palm Reading");
    await context.close();
  });

  it('draw the shared reading into the served page: it reads without JavaScript', async () => {
    const context = await browser.newContext({ baseURL: 'http://localhost:5000', ...MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/shared/${sharerReading.shareId}`);
    await page.getByRole('heading', { name: "Maya's Palm Reading" }).waitFor();
    await page.getByRole('heading', { name: `The ${archetypeShort(sharerReading.userArchetype!)}` }).waitFor();
    await page.getByText(inThirdPerson(sharerReading.keyInsight!, 'Maya')).waitFor();
    await page.getByRole('img', { name: "Maya's palm" }).waitFor();
    expect(
      await page.getByRole('img', { name: "Maya's palm" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await snap(page, 'shared-no-js-mobile');
    // The photo, below the words on a phone, waits for them: asked for at low priority and preloaded
    // only where it stands beside them (on a slow phone network a palm photo is 100 KB or more).
    const html = await (await fetch(`http://localhost:5000/shared/${sharerReading.shareId}`)).text();
    const image = `/api/v1/shared/${sharerReading.shareId}/image`;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual([expect.stringContaining('media="(min-width: 768px)"')]);
    expect(preloads[0]).toContain(image);
    expect(html).toMatch(
      new RegExp(`<img [^>]*fetchPriority="low"[^>]*src="${image}"|<img src="${image}"[^>]*fetchPriority="low"`, 'i'),
    );
    await context.close();
  });

  it('let the app take the drawn page over in place: nothing moves, no view lost, no tap lost', async () => {
    const context = await newContext(browser, MOBILE);
    /** A page whose app code is held back until `release()`: the page as drawn by the server. */
    const drawnPage = async () => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/assets/boot-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/shared/${sharerReading.shareId}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: `The ${archetypeShort(sharerReading.userArchetype!)}` }).waitFor();
      return { page, errors, release };
    };

    const { page, errors, release } = await drawnPage();
    await page.evaluate(() => {
      // Each shift with what moved, from where to where: a failure says what to look at.
      type Shift = PerformanceEntry & {
        value: number;
        sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            return `${node?.nodeName}.${node?.className} ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
          });
          shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const viewed = page.waitForResponse((res) => res.url().endsWith(`/api/v1/shared/${sharerReading.shareId}`));
    release();
    // The app's own request goes out as always (it is what counts the view, and keeps the reading
    // offline), and the page's effects run once it has taken the page over...
    expect((await viewed).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('shareId'))).toBe(sharerReading.shareId);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // ...without moving anything that was drawn.
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    expect(errors).toEqual([]);
    // Nor could anything move while the drawn page was still arriving: on a phone, nothing shows above
    // what comes before it in the page.
    expect(await blocksOutOfPageOrder(page)).toEqual([]);
    // The app's code was asked for only once the drawn page had painted (index.html's inline script):
    // on a phone's network it does not hold the first screen back.
    const order = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))?.startTime,
    }));
    expect(order.painted).toBeGreaterThan(0);
    expect(order.asked).toBeGreaterThanOrEqual(order.painted!);

    // A tap before the app has arrived is not lost: it lands once the app has taken the page over.
    const early = await drawnPage();
    await early.page.getByRole('button', { name: 'Life Journey' }).click();
    await snap(early.page, 'shared-drawn-mobile');
    early.release();
    await early.page.getByRole('region', { name: 'Life Journey' }).waitFor();
    await snap(early.page, 'shared-taken-over-mobile');
    expect(early.errors).toEqual([]);
    await context.close();
  });
});

describe('the dashboard, opened afresh on a device', () => {
  it('comes drawn for its owner, reads without JavaScript, and the app takes it over in place', async () => {
    const still = await browser.newContext({ baseURL: 'http://localhost:5000', ...MOBILE, javaScriptEnabled: false });
    await useSession(still, sharer);
    const page = await still.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Maya' }).waitFor();
    await page.getByText(sharerReading.keyInsight!).first().waitFor();
    await snap(page, 'dashboard-no-js-mobile');
    expect(await blocksOutOfPageOrder(page)).toEqual([]);
    await still.close();

    const context = await newContext(browser, DESKTOP);
    await useSession(context, sharer);
    const live = await context.newPage();
    const errors: string[] = [];
    live.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    live.on('pageerror', (error) => errors.push(error.message));
    const listed = live.waitForResponse((res) => res.url().endsWith('/api/v1/readings/list'));
    await live.goto('/dashboard');
    await live.getByRole('heading', { name: 'Welcome, Maya' }).waitFor();
    // The app revalidates what was drawn, then the page works as ever.
    expect((await listed).status()).toBe(200);
    await live.getByRole('tab', { name: 'Compatibility' }).click();
    await expect
      .poll(() => live.getByRole('tab', { name: 'Compatibility' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(errors).toEqual([]);

    await context.close();

    // A tab pressed before the app has arrived is chosen once it has (a tab acts on the press). A
    // fresh device: no service worker yet, which would serve the app's code past the hold.
    const fresh = await newContext(browser, DESKTOP);
    await useSession(fresh, sharer);
    const early = await fresh.newPage();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await early.route('**/assets/boot-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await early.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await early.getByRole('tab', { name: 'Compatibility' }).click();
    release();
    await expect
      .poll(() => early.getByRole('tab', { name: 'Compatibility' }).getAttribute('aria-selected'))
      .toBe('true');
    await fresh.close();
  });
});
