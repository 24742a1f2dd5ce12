/**
 * The weekly premium subscription through the payments port (Stripe): its status, starting one
 * (one pending or live subscription per user, whatever the retries), cancelling at period end, and
 * applying Stripe's webhook events (re-fetched from Stripe, each applied once).
 */
import { DomainError } from '../domain/DomainError.js';
import type { UserRecord } from '../domain/entities.js';
import { LIVE_STATUSES, type Payments } from '../domain/payments.js';
import { isPremium } from '../domain/premium.js';
import type { PaymentEventResult } from '../domain/store.js';
import type { Ports } from './ports.js';

type SubscriptionPorts = Pick<Ports, 'store' | 'payments' | 'clock'>;

function paymentsOf(ports: Pick<Ports, 'payments'>): Payments {
  if (!ports.payments) throw new DomainError('paymentsUnconfigured');
  return ports.payments;
}

/** Refuses when payments are not configured, so the app can say so before offering an upgrade. */
export function requirePayments(ports: Pick<Ports, 'payments'>): void {
  paymentsOf(ports);
}

export interface StartedPayment {
  subscriptionId: string;
  clientSecret: string | null;
  /** False when an incomplete subscription made earlier is handed back. */
  created: boolean;
}

export async function startSubscription(ports: SubscriptionPorts, user: UserRecord): Promise<StartedPayment> {
  const payments = paymentsOf(ports);
  const { store, clock } = ports;
  if (isPremium(user, clock())) throw new DomainError('alreadySubscribed');

  // A customer kept from before is asserted again, as a new one would be kept: that reads the account
  // afresh, so a deletion begun since this request read the user refuses the start.
  const customerId = user.stripeCustomerId
    ? await store.setStripeCustomer(user.id, user.stripeCustomerId)
    : await keepNewCustomer(ports, payments, user);
  if (user.stripeSubscriptionId) {
    // One pending or live subscription per user: hand back the one that exists.
    const existing = await payments.resumeSubscription(user.stripeSubscriptionId);
    if (LIVE_STATUSES.has(existing.subscription.status)) {
      await store.saveSubscription(user.id, existing.subscription, clock());
      if (existing.subscription.status !== 'incomplete') throw new DomainError('alreadySubscribed');
      return { subscriptionId: existing.subscription.id, clientSecret: existing.clientSecret, created: false };
    }
  }
  // Concurrent requests share the idempotency key, so Stripe makes one subscription for them.
  const started = await payments.startSubscription(
    customerId,
    user.id,
    `palme-sub-${user.id}-after-${user.stripeSubscriptionId ?? 'none'}`,
  );
  await store.saveSubscription(user.id, started.subscription, clock());
  return { subscriptionId: started.subscription.id, clientSecret: started.clientSecret, created: true };
}

/**
 * A Stripe customer for a user who has none, kept on the user. If the account started being deleted
 * meanwhile (the deletion read no customer to delete), the customer is deleted again at once.
 */
async function keepNewCustomer(ports: Pick<Ports, 'store'>, payments: Payments, user: UserRecord): Promise<string> {
  const created = await payments.ensureCustomer(user);
  try {
    return await ports.store.setStripeCustomer(user.id, created);
  } catch (err) {
    if (err instanceof DomainError && (err.kind === 'accountDeleting' || err.kind === 'notAuthenticated')) {
      await payments.deleteCustomer(created);
    }
    throw err;
  }
}

/** Cancels at the end of the paid week; returns the user as they now stand. */
export async function cancelSubscription(ports: SubscriptionPorts, user: UserRecord): Promise<UserRecord> {
  const payments = paymentsOf(ports);
  const { store, clock } = ports;
  if (!user.stripeSubscriptionId || !isPremium(user, clock()) || user.subscriptionStatus === 'canceling') {
    throw new DomainError('noSubscription');
  }
  const canceled = await payments.cancelAtPeriodEnd(user.stripeSubscriptionId);
  return (await store.saveSubscription(user.id, canceled, clock())) ?? user;
}

/** A Stripe webhook: the signature is checked on the raw body; the subscription is re-fetched from Stripe. */
export async function applyPaymentWebhook(
  ports: SubscriptionPorts,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<PaymentEventResult> {
  const payments = paymentsOf(ports);
  const event = await payments.parseWebhook(rawBody, signature);
  const subscription = event.subscriptionId ? await payments.retrieveSubscription(event.subscriptionId) : null;
  return ports.store.applyPaymentEvent(event, subscription, ports.clock());
}
