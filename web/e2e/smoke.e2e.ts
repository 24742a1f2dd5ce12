import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { signUpViaApi, useSession } from './apiSetup';
import { launchBrowser, MOBILE, newContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app through the Hosting emulator', () => {
  it('shows the welcome card on the home page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Live data from the API function, through the Hosting rewrite.
    const health = page.waitForResponse((res) => res.url().endsWith('/api/v1/health'));
    // A device that never held an account has no session to look for: none is asked about, and the
    // console stays clean (a session check answers 401, which the browser logs as an error).
    const sessionChecks: string[] = [];
    const errors: string[] = [];
    page.on('request', (req) => req.url().endsWith('/api/v1/auth/user') && sessionChecks.push(req.url()));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Palme' }).waitFor();
    expect((await health).status()).toBe(200);
    // All is well: nothing about our infrastructure is said to people.
    await page.getByText('Checking your session...').waitFor({ state: 'hidden' });
    expect(sessionChecks).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator('.service-status').textContent()).toBe('');
    expect(await page.getByText(/database|API ok|running slowly/i).count()).toBe(0);
    // Before a name or number is asked: what Palme does, what it costs and where the photo goes.
    const intro = page.getByRole('region', { name: 'What Palme does' });
    for (const step of ['Your name and phone', 'A photo of your palm', 'Your reading']) {
      await intro.getByText(step, { exact: true }).waitFor();
    }
    await intro.getByText('A reading looks like this').waitFor();
    await intro.getByText(/first reading and your first compatibility check are free/).waitFor();
    expect(await intro.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    // Beside the welcome card on a laptop, above it on a phone: before the name is asked either way.
    const card = page.getByRole('heading', { name: 'Welcome to Palme' });
    const [introBox, cardBox] = [await intro.boundingBox(), await card.boundingBox()];
    expect(introBox!.x + introBox!.width).toBeLessThanOrEqual(cardBox!.x);
    const phone = await (await newContext(browser, MOBILE)).newPage();
    await phone.goto('/');
    const [phoneIntro, phoneCard] = [
      await phone.getByRole('region', { name: 'What Palme does' }).boundingBox(),
      await phone.getByRole('heading', { name: 'Welcome to Palme' }).boundingBox(),
    ];
    expect(phoneIntro!.y + phoneIntro!.height).toBeLessThanOrEqual(phoneCard!.y);
    await phone.context().close();
    await context.close();
  });

  it('does not call the app offline for one dropped request, and lets it be tried again', async () => {
    const user = await signUpViaApi('Ines');
    const context = await newContext(browser, MOBILE);
    await useSession(context, user);
    const page = await context.newPage();
    // Whether "You're offline" was ever shown, however briefly.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.offline-banner'))
          (window as unknown as { saidOffline: boolean }).saidOffline = true;
      }).observe(document, { childList: true, subtree: true });
    });
    let dropped = 0;
    await page.route('**/api/v1/readings/list', (route) =>
      dropped++ === 0 ? route.abort('failed') : route.continue(),
    );
    const failed = page.waitForEvent('requestfailed', (req) => req.url().endsWith('/api/v1/readings/list'));
    // The failure is checked against the health route, which answers: the app stays online. (No probe
    // goes out when another answer arrived after the list was asked for: that answer proves as much.)
    const probes: Array<Promise<Response | null>> = [];
    page.on('request', (req) => req.url().endsWith('/api/v1/health') && probes.push(req.response()));
    await page.goto('/dashboard');
    await failed;
    const first = page.getByRole('heading', { name: 'Take your first reading!' });
    const again = page.getByRole('button', { name: 'Try again' });
    await first.or(again).first().waitFor();
    if (await again.isVisible()) await again.click();
    await first.waitFor();
    expect(dropped).toBeGreaterThanOrEqual(1);
    for (const probe of await Promise.all(probes)) expect(probe?.status()).toBe(200);
    expect(await page.evaluate(() => (window as unknown as { saidOffline?: boolean }).saidOffline ?? false)).toBe(
      false,
    );
    await context.close();
  });

  it('says calmly when the service is degraded', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/v1/health', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'degraded',
          version: 'test',
          time: new Date().toISOString(),
          checks: { database: 'unavailable' },
        }),
      }),
    );
    await page.goto('/');
    await page.getByText('Palme is running slowly right now.').waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no/such/place');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await context.close();
  });
});
