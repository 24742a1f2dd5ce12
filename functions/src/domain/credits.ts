import type { UserRecord } from './entities.js';
import { isPremium } from './premium.js';

import { REFERRALS_PER_READING } from '../contract/subscription.js';

export { REFERRALS_PER_READING };

type CreditFields = Pick<
  UserRecord,
  'subscriptionStatus' | 'subscriptionExpiresAt' | 'unlockedReadings' | 'unlockedCompatibility'
>;

export function canGenerateReading(user: CreditFields, now: Date): boolean {
  return isPremium(user, now) || user.unlockedReadings > 0;
}

export function canGenerateCompatibility(user: CreditFields, now: Date): boolean {
  return isPremium(user, now) || user.unlockedCompatibility > 0;
}

/** How many readings a referrer unlocks when their referral count becomes `newCount`. */
export function readingsUnlockedByReferral(newCount: number): number {
  return newCount > 0 && newCount % REFERRALS_PER_READING === 0 ? 1 : 0;
}

/** What a referrer gains when one more friend joins through them: every third friend, one reading. */
export function referralReward(
  referrer: Pick<UserRecord, 'referralCount' | 'unlockedReadings'>,
  now: Date,
): Pick<UserRecord, 'referralCount' | 'unlockedReadings' | 'updatedAt'> {
  const referralCount = referrer.referralCount + 1;
  return {
    referralCount,
    unlockedReadings: referrer.unlockedReadings + readingsUnlockedByReferral(referralCount),
    updatedAt: now,
  };
}

/** Friends still to invite for the next reading: 3 minus (count mod 3). */
export function referralsUntilNextReading(referralCount: number): number {
  return REFERRALS_PER_READING - (referralCount % REFERRALS_PER_READING);
}
