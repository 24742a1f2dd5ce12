/**
 * The weekly premium subscription through the payments port (Stripe): its status, starting one
 * (one pending or live subscription per user, whatever the retries), cancelling at period end, and
 * applying Stripe's webhook events (re-fetched from Stripe, each applied once).
 */
import { DomainError } from '../domain/DomainError.js';
import type { UserRecord } from '../domain/entities.js';
import {
  LIVE_STATUSES,
  subscriptionState,
  type PaymentEvent,
  type Payments,
  type SubscriptionSnapshot,
} from '../domain/payments.js';
import { isPremium } from '../domain/premium.js';
import type { PaymentEventResult, PalmeStore, StoreTransaction } from '../domain/store.js';
import { shouldApplySubscription } from '../domain/subscriptionSync.js';
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
    ? await keepCustomer(store, user.id, user.stripeCustomerId)
    : await keepNewCustomer(ports, payments, user);
  if (user.stripeSubscriptionId) {
    // One pending or live subscription per user: hand back the one that exists.
    const existing = await payments.resumeSubscription(user.stripeSubscriptionId);
    if (LIVE_STATUSES.has(existing.subscription.status)) {
      await saveSubscription(store, user.id, existing.subscription, clock());
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
  await saveSubscription(store, user.id, started.subscription, clock());
  return { subscriptionId: started.subscription.id, clientSecret: started.clientSecret, created: true };
}

/**
 * A Stripe customer for a user who has none, kept on the user. If the account started being deleted
 * meanwhile (the deletion read no customer to delete), the customer is deleted again at once.
 */
async function keepNewCustomer(ports: Pick<Ports, 'store'>, payments: Payments, user: UserRecord): Promise<string> {
  const created = await payments.ensureCustomer(user);
  try {
    return await keepCustomer(ports.store, user.id, created);
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
  return (await saveSubscription(store, user.id, canceled, clock())) ?? user;
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
  return applyPaymentEvent(ports.store, event, subscription, ports.clock());
}

/** A subscription's state on its user, as the app reads it. */
const subscriptionFields = (subscription: SubscriptionSnapshot, syncedAt: Date): Partial<UserRecord> => ({
  ...subscriptionState(subscription),
  stripeSubscriptionId: subscription.id,
  subscriptionSyncedAt: syncedAt,
  updatedAt: syncedAt,
});

/**
 * Keeps the first payment customer a user gets and answers the one kept. An account being deleted
 * (or gone) takes none: its deletion has read, or will read, no customer to delete.
 */
function keepCustomer(store: Pick<PalmeStore, 'transaction'>, userId: string, customerId: string): Promise<string> {
  return store.transaction(async (tx) => {
    const user = await tx.user(userId);
    if (!user) throw new DomainError('notAuthenticated');
    if (user.deletingAt) throw new DomainError('accountDeleting');
    if (user.stripeCustomerId) return user.stripeCustomerId;
    tx.updateUser(userId, { stripeCustomerId: customerId });
    return customerId;
  });
}

/** Writes a subscription's state on its user, unless newer news is already there; the user as they stand. */
function saveSubscription(
  store: Pick<PalmeStore, 'transaction'>,
  userId: string,
  subscription: SubscriptionSnapshot,
  syncedAt: Date,
): Promise<UserRecord | null> {
  return store.transaction(async (tx) => {
    const user = await tx.user(userId);
    if (!user) return null;
    if (!shouldApplySubscription(user, subscription, syncedAt)) return user;
    const changes = subscriptionFields(subscription, syncedAt);
    tx.updateUser(userId, changes);
    return { ...user, ...changes };
  });
}

/**
 * The account a subscription belongs to: the user its metadata names, while that user has no other
 * customer, else whoever keeps its customer. An account being deleted takes no payment state, and its
 * id is not written into the events its deletion is erasing.
 */
async function subscriber(tx: StoreTransaction, subscription: SubscriptionSnapshot): Promise<UserRecord | null> {
  const named = subscription.userId ? await tx.user(subscription.userId) : null;
  const byId = named && [null, subscription.customerId].includes(named.stripeCustomerId) ? named : null;
  const found = byId ?? (await tx.userOfPaymentCustomer(subscription.customerId));
  return found?.deletingAt ? null : found;
}

/** Records a payment event once and applies the subscription it concerns; 'duplicate' when seen before. */
function applyPaymentEvent(
  store: Pick<PalmeStore, 'transaction'>,
  event: PaymentEvent,
  subscription: SubscriptionSnapshot | null,
  syncedAt: Date,
): Promise<PaymentEventResult> {
  return store.transaction(async (tx) => {
    if (await tx.paymentEventRecorded(event.id)) return 'duplicate';
    const user = subscription ? await subscriber(tx, subscription) : null;
    const apply = Boolean(subscription && user && shouldApplySubscription(user, subscription, syncedAt));
    tx.recordPaymentEvent(event, user?.id ?? null, apply ? 'applied' : 'ignored', syncedAt);
    if (apply && user && subscription) {
      tx.updateUser(user.id, {
        ...subscriptionFields(subscription, syncedAt),
        stripeCustomerId: subscription.customerId,
      });
    }
    return apply ? 'applied' : 'ignored';
  });
}
