import type { UserRecord } from './entities.js';
import { LIVE_STATUSES, type SubscriptionSnapshot } from './payments.js';

/**
 * Whether a subscription as just fetched from Stripe should become the user's state. Webhooks
 * arrive late, twice or out of order; each handler re-fetches the subscription, so the newest
 * fetch wins, and a stale or finished subscription never replaces the user's live one.
 */
export function shouldApplySubscription(
  user: Pick<UserRecord, 'stripeSubscriptionId' | 'subscriptionStatus' | 'subscriptionSyncedAt'>,
  subscription: SubscriptionSnapshot,
  syncedAt: Date,
): boolean {
  if (user.subscriptionSyncedAt && user.subscriptionSyncedAt.getTime() > syncedAt.getTime()) return false;
  if (!user.stripeSubscriptionId || user.stripeSubscriptionId === subscription.id) return true;
  // Another subscription of the same customer: adopt it only if it is live and ours is not.
  const currentIsLive =
    user.subscriptionStatus !== null &&
    (LIVE_STATUSES.has(user.subscriptionStatus) || user.subscriptionStatus === 'canceling');
  return LIVE_STATUSES.has(subscription.status) && !currentIsLive;
}
