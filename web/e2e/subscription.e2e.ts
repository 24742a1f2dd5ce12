import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_DOUBLE_PORT, StripeDouble } from '../../functions/test/testkit';
import { me, signUpViaApi, uploadViaApi, useSession } from './apiSetup';
import { APP_URL, DESKTOP, launchBrowser, MOBILE, newContext } from './browser';
import { serveFakeStripeJs } from './fakeStripe';
import { snap } from './journeys';

let browser: Browser;
const stripe = new StripeDouble();

beforeAll(async () => {
  browser = await launchBrowser();
  await stripe.start(E2E_DOUBLE_PORT);
});
afterAll(async () => {
  await browser?.close();
  await stripe.stop();
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

async function deliver(type: string, object: Record<string, unknown>): Promise<void> {
  const { body, signature } = stripe.webhook(type, object);
  const res = await fetch(`${APP_URL}/api/v1/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  expect(res.status).toBe(200);
}

describe('the subscription page', () => {
  it('takes a free user from Upgrade Now through payment to Premium, and cancels at the period end', async () => {
    const client = await signUpViaApi('Penny');
    await uploadViaApi(client, 61);
    const context = await newContext(browser, MOBILE);
    const stripeJsRequests = await serveFakeStripeJs(context);
    await useSession(context, client);
    const page = await context.newPage();

    // Her free reading is taken: the dashboard offers to share it, and no upsell sits beside it...
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share My Reading' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go Premium' }).count()).toBe(0);
    // ...until she asks for more.
    await page.getByRole('button', { name: 'Take a New Reading' }).click();
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { name: 'Premium Membership' }).waitFor();
    await page.getByText('$7.99').waitFor();
    await page.getByText('3 more friends to unlock a free reading', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'support@palme.app' }).waitFor();
    expect(await page.getByRole('link', { name: '← Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await snap(page, 'subscription-free-mobile');
    // Stripe.js is not fetched until a payment form is needed.
    expect(stripeJsRequests).toEqual([]);

    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    const pay = page.getByRole('button', { name: 'Pay $7.99 a week' });
    await pay.waitFor();
    // The renewal terms sit beside the button, and are read with it.
    expect(await pay.getAttribute('aria-describedby')).toBe('payment-terms');
    await page.getByText('Renews every week at $7.99 until you cancel.', { exact: false }).waitFor();
    expect(stripeJsRequests).toHaveLength(1);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __stripeElementsOptions: { clientSecret: string } }).__stripeElementsOptions
            .clientSecret,
      ),
    ).toMatch(/^pi_.*_secret_/);
    await snap(page, 'subscription-payment-mobile');

    // A declined card and a payment error without a message are shown inline.
    await page.evaluate(
      () => ((window as unknown as { __stripeDecline: string }).__stripeDecline = 'Your card was declined.'),
    );
    await pay.click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __stripeDecline?: string; __stripeSilentError?: boolean };
      delete w.__stripeDecline;
      w.__stripeSilentError = true;
    });
    await pay.click();
    await page.getByRole('alert').getByText('An error occurred with your payment').waitFor();
    await page.evaluate(() => delete (window as unknown as { __stripeSilentError?: boolean }).__stripeSilentError);

    // The card goes through; until Stripe's webhook has confirmed it, the page says so and claims nothing.
    const [subscription] = [...stripe.subscriptions.values()].filter((s) => s.metadata.userId === client.user.id);
    stripe.activate(subscription!.id);
    await pay.click();
    await page.getByText('Confirming your payment…').waitFor();
    expect(await page.getByText('Your subscription has been activated!').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
    await deliver('invoice.paid', stripe.invoiceObject(subscription!.id));
    await toast(page, 'Your subscription has been activated!');
    await page.getByText("You're a Premium member").first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await snap(page, 'subscription-active-mobile');

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast(page, 'Subscription Canceled');
    await page.getByText(/stays active until/).waitFor();
    expect(stripe.subscriptions.get(subscription!.id)!.cancel_at_period_end).toBe(true);
    expect((await me(client)).isPremium).toBe(true);
    await snap(page, 'subscription-canceling-mobile');
    await context.close();
  });

  it('says when payments are not configured, and shows the error messages of the catalogue', async () => {
    const client = await signUpViaApi('Ezra');
    const context = await newContext(browser, DESKTOP);
    await serveFakeStripeJs(context);
    await useSession(context, client);
    const page = await context.newPage();

    await page.route('**/api/v1/subscriptions', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Payments are not configured on this server yet.',
              code: 'payments_unconfigured',
            }),
          })
        : route.continue(),
    );
    await page.goto('/subscription');
    await page.getByText(/Payments are not configured here yet/).waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
    await snap(page, 'subscription-unconfigured-desktop');
    await page.unrouteAll();

    await page.route('**/api/v1/subscriptions', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.reload();
    // A server error without a body is told in words, never as a raw status line.
    await page
      .getByText('Failed to load subscription status: Palme is having trouble right now. Please try again in a moment.')
      .first()
      .waitFor();
    expect(await page.getByText('500: boom').count()).toBe(0);
    await page.unrouteAll();

    await page.route('**/api/v1/subscriptions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 201,
            contentType: 'application/json',
            body: JSON.stringify({ subscriptionId: 'sub_x', clientSecret: null }),
          })
        : route.continue(),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    await toast(page, 'Subscription Error');
    await page.getByText('No client secret returned').first().waitFor();
    await page.unrouteAll();

    await page.route('**/api/v1/subscriptions', (route) => {
      const method = route.request().method();
      if (method === 'GET') {
        return route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            hasSubscription: true,
            status: 'active',
            currentPeriodEnd: '2026-12-01T00:00:00Z',
            unlockedReadings: 0,
            referralCount: 4,
          }),
        });
      }
      if (method === 'DELETE')
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Stripe is down', code: 'payment_provider_error' }),
        });
      return route.continue();
    });
    await page.reload();
    await page.getByText('2 more friends to unlock a free reading', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Failed to cancel subscription: Stripe is down').first().waitFor();
    await context.close();
  });

  it('asks a visitor whose session ended to sign in, and sends a signed-out visitor home', async () => {
    const client = await signUpViaApi('Gone');
    const context = await newContext(browser, DESKTOP);
    await useSession(context, client);
    const page = await context.newPage();
    await page.route('**/api/v1/subscriptions', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'You are not logged in', code: 'not_authenticated' }),
      }),
    );
    await page.goto('/subscription');
    const signInLink = page.getByRole('link', { name: 'Please sign in' });
    await signInLink.waitFor();
    expect(await signInLink.getAttribute('href')).toBe('/auth');
    await signInLink.click();
    // /auth leads to the home page, where sign-in starts (this visitor's cookie still works, so on to the dashboard).
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
    await context.close();

    const anonymous = await newContext(browser, DESKTOP);
    const visitor = await anonymous.newPage();
    await visitor.goto('/subscription');
    await visitor.waitForURL((url) => url.pathname === '/');
    await anonymous.close();
  });
});
