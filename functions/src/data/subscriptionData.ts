/** Subscription state on users, and webhook events recorded once, in the same transaction. */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../domain/DomainError.js';
import type { UserRecord } from '../domain/entities.js';
import { subscriptionState, type PaymentEvent, type SubscriptionSnapshot } from '../domain/payments.js';
import type { PaymentEventResult } from '../domain/store.js';
import { shouldApplySubscription } from '../domain/subscriptionSync.js';
import { COLLECTIONS, toUserRecord } from './converters.js';

const STRIPE_EVENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

function subscriptionFields(subscription: SubscriptionSnapshot, syncedAt: Date): Partial<UserRecord> {
  return {
    ...subscriptionState(subscription),
    stripeSubscriptionId: subscription.id,
    subscriptionSyncedAt: syncedAt,
    updatedAt: syncedAt,
  };
}

export async function setStripeCustomer(db: Firestore, userId: string, customerId: string): Promise<string> {
  const ref = db.collection(COLLECTIONS.users).doc(userId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new DomainError('notAuthenticated');
    if (snap.get('deletingAt')) throw new DomainError('accountDeleting');
    const existing = snap.get('stripeCustomerId') as string | null | undefined;
    if (existing) return existing;
    tx.update(ref, { stripeCustomerId: customerId });
    return customerId;
  });
}

export async function saveSubscription(
  db: Firestore,
  userId: string,
  subscription: SubscriptionSnapshot,
  syncedAt: Date,
): Promise<UserRecord | null> {
  const ref = db.collection(COLLECTIONS.users).doc(userId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const user = toUserRecord(snap.data()!);
    if (!shouldApplySubscription(user, subscription, syncedAt)) return user;
    const changes = subscriptionFields(subscription, syncedAt);
    tx.update(ref, changes);
    return { ...user, ...changes };
  });
}

export async function applyPaymentEvent(
  db: Firestore,
  event: PaymentEvent,
  subscription: SubscriptionSnapshot | null,
  syncedAt: Date,
): Promise<PaymentEventResult> {
  const users = db.collection(COLLECTIONS.users);
  const eventRef = db.collection(COLLECTIONS.stripeEvents).doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'duplicate';
    let userSnap: DocumentSnapshot | undefined;
    if (subscription) {
      if (subscription.userId) {
        const byId = await tx.get(users.doc(subscription.userId));
        if (byId.exists && [null, undefined, subscription.customerId].includes(byId.get('stripeCustomerId')))
          userSnap = byId;
      }
      if (!userSnap) {
        const byCustomer = await tx.get(users.where('stripeCustomerId', '==', subscription.customerId).limit(1));
        userSnap = byCustomer.docs[0];
      }
    }
    // An account being deleted takes no payment state, and its id is not written back into the events
    // its deletion is erasing.
    const found = userSnap ? toUserRecord(userSnap.data()!) : null;
    const user = found?.deletingAt ? null : found;
    const apply = Boolean(subscription && user && shouldApplySubscription(user, subscription, syncedAt));
    tx.create(eventRef, {
      id: event.id,
      type: event.type,
      subscriptionId: event.subscriptionId,
      userId: user?.id ?? null,
      result: apply ? 'applied' : 'ignored',
      receivedAt: syncedAt,
      // Kept only while Stripe may send the event again (it retries for up to three days); then
      // Firestore's TTL policy removes it (firestore.indexes.json).
      expireAt: new Date(syncedAt.getTime() + STRIPE_EVENT_KEPT_MS),
    });
    if (apply && userSnap && subscription) {
      tx.update(userSnap.ref, {
        ...subscriptionFields(subscription, syncedAt),
        stripeCustomerId: subscription.customerId,
      });
    }
    return apply ? 'applied' : 'ignored';
  });
}
