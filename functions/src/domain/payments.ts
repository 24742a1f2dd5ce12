/** The payments port (Stripe behind it) and the subscription state it leaves on a user. */
import { DomainError } from './DomainError.js';

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** Stripe's status: incomplete, active, trialing, past_due, canceled, unpaid, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** The Palme user id kept in the subscription's metadata. */
  userId: string | null;
  createdAt: Date;
}

export interface StartedSubscription {
  subscription: SubscriptionSnapshot;
  /** For the Payment Element; null when nothing is due (the subscription needs no payment now). */
  clientSecret: string | null;
}

/** A verified webhook event, reduced to what we act on. */
export type PaymentEvent = { id: string; type: string; subscriptionId: string | null };

/** A webhook whose signature does not verify. */
export class WebhookSignatureError extends DomainError {
  constructor(cause?: unknown) {
    super('invalidSignature', { cause });
  }
}

/** Stripe could not be reached or refused a call. */
export class PaymentProviderError extends DomainError {
  constructor(cause?: unknown) {
    super('paymentProviderError', { cause });
  }
}

export interface Payments {
  ensureCustomer(user: { id: string; displayName: string; phoneNumber: string }): Promise<string>;
  startSubscription(customerId: string, userId: string, idempotencyKey: string): Promise<StartedSubscription>;
  /** An existing subscription with its pending payment's client secret, if any. */
  resumeSubscription(subscriptionId: string): Promise<StartedSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /**
   * Deletes a customer, which ends their subscriptions at once (no further charge) and removes
   * their details from Stripe; one already gone is fine.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature on the exact raw bytes; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

/** Subscriptions still able to become or stay premium. */
export const LIVE_STATUSES = new Set(['incomplete', 'active', 'trialing', 'past_due', 'unpaid', 'paused']);

/** The user's subscriptionStatus and subscriptionExpiresAt for a subscription as Stripe has it now. */
export function subscriptionState(s: SubscriptionSnapshot): {
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
} {
  const running = s.status === 'active' || s.status === 'trialing';
  return {
    subscriptionStatus: running && s.cancelAtPeriodEnd ? 'canceling' : s.status,
    subscriptionExpiresAt: s.currentPeriodEnd,
  };
}
