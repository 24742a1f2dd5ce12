import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';

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
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Palme' }).waitFor();
    expect((await health).status()).toBe(200);
    // All is well: nothing about our infrastructure is said to people.
    await page.getByText('Checking your session...').waitFor({ state: 'hidden' });
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
