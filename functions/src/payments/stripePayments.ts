/**
 * Payments over the official Stripe SDK: a customer per user, a weekly subscription started
 * `default_incomplete` (paid through the Payment Element with the first invoice's confirmation
 * secret), cancel at period end, and signed webhooks.
 */
import type Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type Payments,
  type StartedSubscription,
  type SubscriptionSnapshot,
} from '../domain/payments.js';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  weeklyPriceId: string;
  /** Only for local doubles in tests, e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

function snapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const periodEnds = sub.items.data
    .map((item) => item.current_period_end)
    .filter((t): t is number => typeof t === 'number');
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
    userId: sub.metadata?.userId ?? null,
    createdAt: new Date(sub.created * 1000),
  };
}

function clientSecretOf(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice.Parent | null };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') {
    const ref = object.parent?.subscription_details?.subscription;
    return typeof ref === 'string' ? ref : (ref?.id ?? null);
  }
  return null;
}

const EXPAND = ['latest_invoice.confirmation_secret'];

export async function createStripePayments(config: StripeConfig): Promise<Payments> {
  // The SDK loads on the first payment call, not with the API.
  let client: Promise<Stripe> | undefined;
  const stripeClient = (): Promise<Stripe> => {
    client ??= import('stripe').then(({ default: StripeClient }) => {
      const base = config.apiBase ? new URL(config.apiBase) : undefined;
      return new StripeClient(config.secretKey, {
        maxNetworkRetries: 2,
        ...(base
          ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
          : {}),
      });
    });
    return client;
  };

  /** Every Stripe failure becomes a PaymentProviderError; the API answers it with 502. */
  const call = async <T>(what: string, fn: (stripe: Stripe) => Promise<T>): Promise<T> => {
    const stripe = await stripeClient();
    try {
      return await fn(stripe);
    } catch (err) {
      throw new PaymentProviderError(new Error(`Stripe ${what} failed`, { cause: err }));
    }
  };

  return {
    async ensureCustomer(user) {
      const customer = await call('customer creation', (stripe) =>
        stripe.customers.create(
          { name: user.displayName, phone: user.phoneNumber, metadata: { userId: user.id } },
          { idempotencyKey: `palme-customer-${user.id}` },
        ),
      );
      return customer.id;
    },

    async startSubscription(customerId, userId, idempotencyKey): Promise<StartedSubscription> {
      const sub = await call('subscription creation', (stripe) =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: config.weeklyPriceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId },
            expand: EXPAND,
          },
          { idempotencyKey },
        ),
      );
      return { subscription: snapshot(sub), clientSecret: clientSecretOf(sub) };
    },

    async resumeSubscription(subscriptionId) {
      const sub = await call('subscription lookup', (stripe) =>
        stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND }),
      );
      return { subscription: snapshot(sub), clientSecret: clientSecretOf(sub) };
    },

    async retrieveSubscription(subscriptionId) {
      return snapshot(await call('subscription lookup', (stripe) => stripe.subscriptions.retrieve(subscriptionId)));
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return snapshot(
        await call('cancellation', (stripe) =>
          stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      );
    },

    async deleteCustomer(customerId) {
      const stripe = await stripeClient();
      try {
        await stripe.customers.del(customerId);
      } catch (err) {
        if ((err as { code?: string }).code === 'resource_missing') return;
        throw new PaymentProviderError(new Error('Stripe customer deletion failed', { cause: err }));
      }
    },

    async parseWebhook(rawBody, signature): Promise<PaymentEvent> {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event) };
    },
  };
}
