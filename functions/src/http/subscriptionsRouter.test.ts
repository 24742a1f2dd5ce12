import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartSubscription, SubscriptionStatus } from '../contract/subscription.js';
import {
  errorBody,
  signIn,
  startHarness,
  startHarnessWithStripe,
  uploadForm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';
import { DOUBLE_PRICE_ID, StripeDouble } from '../../test/stripeDouble.js';

const stripe = new StripeDouble();
let h: Harness;
let unconfigured: Harness;

beforeAll(async () => {
  const apiBase = await stripe.start();
  h = await startHarnessWithStripe(apiBase);
  unconfigured = await startHarness();
});
afterAll(() => stripe.stop());

const status = async (client: SignedInClient) =>
  (await (await client.fetch('/api/v1/subscriptions')).json()) as SubscriptionStatus;
const subscribe = (client: SignedInClient) => client.fetch('/api/v1/subscriptions', { method: 'POST' });
const cancel = (client: SignedInClient) => client.fetch('/api/v1/subscriptions', { method: 'DELETE' });

async function deliver(delivery: { body: string; signature: string }, harness = h): Promise<Response> {
  return fetch(`${harness.baseUrl}/api/v1/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.body,
  });
}

async function subscribed(): Promise<{ client: SignedInClient; subId: string; clientSecret: string }> {
  const client = await signIn(h, { displayName: 'Payer' });
  const res = await subscribe(client);
  expect(res.status).toBe(201);
  const body = (await res.json()) as StartSubscription;
  return { client, subId: body.subscriptionId, clientSecret: body.clientSecret! };
}

describe('without Stripe configured', () => {
  it('answers every subscription call with 503 payments_unconfigured', async () => {
    const client = await signIn(unconfigured);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await client.fetch('/api/v1/subscriptions', { method });
      expect(res.status).toBe(503);
      expect((await errorBody(res)).code).toBe('payments_unconfigured');
    }
    const hook = await deliver(stripe.webhook('invoice.paid', {}), unconfigured);
    expect(hook.status).toBe(503);
  });
});

describe('subscribing', () => {
  it('creates one customer and a weekly default_incomplete subscription, and answers its client secret', async () => {
    const { client, subId, clientSecret } = await subscribed();
    expect(clientSecret).toMatch(/^pi_[a-f0-9]+_secret_/);
    const creation = stripe.requests.find(
      (r) => r.path === '/v1/subscriptions' && r.params.get('metadata[userId]') === client.user.id,
    )!;
    expect(creation.params.get('payment_behavior')).toBe('default_incomplete');
    expect(creation.params.get('items[0][price]')).toBe(DOUBLE_PRICE_ID);
    expect(creation.params.get('expand[0]')).toBe('latest_invoice.confirmation_secret');
    expect(creation.idempotencyKey).toBeTruthy();

    const user = await h.db.collection('users').doc(client.user.id).get();
    expect(user.get('stripeCustomerId')).toMatch(/^cus_/);
    expect(user.get('stripeSubscriptionId')).toBe(subId);
    expect(await status(client)).toMatchObject({ hasSubscription: false, status: 'incomplete' });

    // A second POST while one is pending returns the same subscription and creates nothing new.
    const again = await subscribe(client);
    expect(again.status).toBe(200);
    expect(((await again.json()) as StartSubscription).clientSecret).toBe(clientSecret);
    const customers = [...stripe.customers.values()].filter((c) => c.metadata.userId === client.user.id);
    const subs = [...stripe.subscriptions.values()].filter((s) => s.metadata.userId === client.user.id);
    expect([customers.length, subs.length]).toEqual([1, 1]);
  });

  it('makes one subscription from concurrent requests', async () => {
    const client = await signIn(h);
    const responses = await Promise.all([subscribe(client), subscribe(client), subscribe(client)]);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as StartSubscription).subscriptionId)),
    );
    expect(ids.size).toBe(1);
    expect([...stripe.subscriptions.values()].filter((s) => s.metadata.userId === client.user.id)).toHaveLength(1);
  });

  it('turns premium when Stripe says the first invoice is paid, and then allows unlimited uploads', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    const res = await deliver(stripe.webhook('invoice.paid', stripe.invoiceObject(subId)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: 'applied' });
    const s = await status(client);
    expect(s).toMatchObject({ hasSubscription: true, status: 'active' });
    expect(new Date(s.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    expect((await subscribe(client)).status).toBe(409);
    const palm = await palmJpeg({ seed: 51 });
    for (let i = 0; i < 3; i++) {
      expect((await client.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(palm) })).status).toBe(
        201,
      );
    }
    expect((await status(client)).unlockedReadings).toBe(1);
  });
});

describe('webhooks', () => {
  it('refuse a bad signature with 400 and change nothing', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    const forged = stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId), {
      secret: 'whsec_wrong',
    });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).code).toBe('invalid_signature');
    const tampered = stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId));
    expect(
      (
        await deliver({
          body: tampered.body.replace('"livemode":false', '"livemode":true'),
          signature: tampered.signature,
        })
      ).status,
    ).toBe(400);
    expect(await status(client)).toMatchObject({ hasSubscription: false, status: 'incomplete' });
    expect((await h.db.collection('stripeEvents').doc(forged.eventId).get()).exists).toBe(false);
  });

  it('change nothing for an account being deleted, and keep no trace of whose it was', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    await h.db.collection('users').doc(client.user.id).update({ deletingAt: new Date() });
    const paid = stripe.webhook('invoice.paid', stripe.invoiceObject(subId));
    expect(await (await deliver(paid)).json()).toMatchObject({ result: 'ignored' });
    const event = await h.db.collection('stripeEvents').doc(paid.eventId).get();
    expect(event.get('userId')).toBeNull();
    expect((await h.db.collection('users').doc(client.user.id).get()).get('subscriptionStatus')).not.toBe('active');
  });

  it('process a replayed event once', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    const delivery = stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId));
    expect(await (await deliver(delivery)).json()).toMatchObject({ result: 'applied' });
    expect(await (await deliver(delivery)).json()).toMatchObject({ result: 'duplicate' });
    expect(await status(client)).toMatchObject({ hasSubscription: true, status: 'active' });
  });

  it("follow Stripe's current state whatever order events arrive in (each handler re-fetches it)", async () => {
    const { client, subId } = await subscribed();
    const created = stripe.webhook('customer.subscription.created', stripe.subscriptionObject(subId));
    stripe.activate(subId);
    const updated = stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId));
    await deliver(updated);
    await deliver(created); // the older event arrives last, and must not undo the activation
    expect(await status(client)).toMatchObject({ hasSubscription: true, status: 'active' });
  });

  it('never let a slower handler write a state fetched before the one already written', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    const fetchedLater = new Date(Date.now() + 60_000);
    try {
      h.setNow(fetchedLater);
      await deliver(stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId)));
      // Another handler fetched the subscription earlier, when Stripe still said past_due, and
      // commits only now: its older news must not replace the newer state.
      stripe.set(subId, { status: 'past_due' });
      h.setNow(new Date(fetchedLater.getTime() - 30_000));
      await deliver(stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId)));
      h.setNow(fetchedLater);
      expect(await status(client)).toMatchObject({ hasSubscription: true, status: 'active' });
    } finally {
      h.setNow(new Date());
    }
  });

  it('keep a canceled subscription premium until the period end, and end it after', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    await deliver(stripe.webhook('invoice.paid', stripe.invoiceObject(subId)));

    const res = await cancel(client);
    expect(res.status).toBe(200);
    const canceling = (await res.json()) as SubscriptionStatus;
    expect(canceling).toMatchObject({ hasSubscription: true, status: 'canceling' });
    expect(stripe.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect((await cancel(client)).status).toBe(404);

    // After the period end, premium is over even before Stripe's deletion arrives...
    h.setNow(new Date(new Date(canceling.currentPeriodEnd!).getTime() + 1000));
    try {
      expect(await status(client)).toMatchObject({ hasSubscription: false, status: 'canceling' });
      const upload = await client.fetch('/api/v1/readings/upload', {
        method: 'POST',
        body: uploadForm(await palmJpeg({ seed: 52 })),
      });
      expect(upload.status).toBe(201); // the one free reading is still there
      const second = await client.fetch('/api/v1/readings/upload', {
        method: 'POST',
        body: uploadForm(await palmJpeg({ seed: 53 })),
      });
      expect(second.status).toBe(403);
      // ...and the deletion records the final state.
      stripe.set(subId, { status: 'canceled' });
      await deliver(stripe.webhook('customer.subscription.deleted', stripe.subscriptionObject(subId)));
      expect(await status(client)).toMatchObject({ hasSubscription: false, status: 'canceled' });
    } finally {
      h.setNow(new Date());
    }
  });

  it('end premium on a failed renewal payment', async () => {
    const { client, subId } = await subscribed();
    stripe.activate(subId);
    await deliver(stripe.webhook('customer.subscription.updated', stripe.subscriptionObject(subId)));
    stripe.set(subId, { status: 'past_due' });
    const res = await deliver(stripe.webhook('invoice.payment_failed', stripe.invoiceObject(subId)));
    expect(res.status).toBe(200);
    expect(await status(client)).toMatchObject({ hasSubscription: false, status: 'past_due' });
  });

  it('acknowledge events they do not act on', async () => {
    const res = await deliver(stripe.webhook('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: 'ignored' });
  });
});

describe('when Stripe fails', () => {
  it('answers 502 with a clear message and stores nothing', async () => {
    const client = await signIn(h);
    stripe.failing = true;
    try {
      const res = await subscribe(client);
      expect(res.status).toBe(502);
      expect((await errorBody(res)).code).toBe('payment_provider_error');
    } finally {
      stripe.failing = false;
    }
    expect((await h.db.collection('users').doc(client.user.id).get()).get('stripeSubscriptionId')).toBeNull();
  });
});
