import type { UserRecord } from './entities.js';

/** Subscription states that carry premium until the period end. 'canceling' is active until then. */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'canceling']);

/** Premium means unlimited readings: an active (or canceling) subscription whose period has not ended. */
export function isPremium(user: Pick<UserRecord, 'subscriptionStatus' | 'subscriptionExpiresAt'>, now: Date): boolean {
  if (!user.subscriptionStatus || !PREMIUM_STATUSES.has(user.subscriptionStatus)) return false;
  return user.subscriptionExpiresAt === null || user.subscriptionExpiresAt.getTime() > now.getTime();
}
