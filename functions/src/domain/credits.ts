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

/**
 * Friends counted for one referrer per UTC day. A referral counts when the friend completes their
 * first reading (each on its own phone number, never a re-created account), so farming needs real
 * readings on fresh numbers; the cap bounds what a batch of them can earn in a day.
 */
export const MAX_REFERRALS_COUNTED_PER_DAY = 6;

/**
 * What a referrer gains when one more friend they brought completes a first reading: every third
 * friend, one reading. Null once the day's cap is reached (that friend is then not counted).
 */
export function referralReward(
  referrer: Pick<UserRecord, 'referralCount' | 'unlockedReadings' | 'referralDay' | 'referralsCountedToday'>,
  now: Date,
): Pick<
  UserRecord,
  'referralCount' | 'unlockedReadings' | 'referralDay' | 'referralsCountedToday' | 'updatedAt'
> | null {
  const day = now.toISOString().slice(0, 10);
  const countedToday = referrer.referralDay === day ? referrer.referralsCountedToday : 0;
  if (countedToday >= MAX_REFERRALS_COUNTED_PER_DAY) return null;
  const referralCount = referrer.referralCount + 1;
  return {
    referralCount,
    unlockedReadings: referrer.unlockedReadings + readingsUnlockedByReferral(referralCount),
    referralDay: day,
    referralsCountedToday: countedToday + 1,
    updatedAt: now,
  };
}

/** Friends still to invite for the next reading: 3 minus (count mod 3). */
export function referralsUntilNextReading(referralCount: number): number {
  return REFERRALS_PER_READING - (referralCount % REFERRALS_PER_READING);
}
