import { describe, expect, it } from 'vitest';
import {
  canGenerateCompatibility,
  canGenerateReading,
  readingsUnlockedByReferral,
  referralReward,
  MAX_REFERRALS_COUNTED_PER_DAY,
  referralsUntilNextReading,
} from './credits.js';
import { isPremium } from './premium.js';
import { nextStreak } from './streaks.js';
import { logSafe, redact } from './logSafe.js';
import { readerDay } from './readerDay.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const free = { subscriptionStatus: null, subscriptionExpiresAt: null, unlockedReadings: 0, unlockedCompatibility: 0 };

describe('streaks', () => {
  it('starts at 1, grows on consecutive days, holds within a day and restarts after a gap', () => {
    expect(nextStreak(null, 0, '2026-11-22')).toBe(1);
    expect(nextStreak('2026-11-21', 4, '2026-11-22')).toBe(5);
    expect(nextStreak('2026-11-22', 4, '2026-11-22')).toBe(4);
    expect(nextStreak('2026-11-22', 0, '2026-11-22')).toBe(1);
    expect(nextStreak('2026-11-19', 4, '2026-11-22')).toBe(1);
    expect(nextStreak('2026-02-28', 2, '2026-03-01')).toBe(3);
  });
});

describe('premium', () => {
  it('holds while active or canceling before the period end, and ends after it', () => {
    const later = new Date('2026-11-29T00:00:00Z');
    expect(isPremium({ subscriptionStatus: 'active', subscriptionExpiresAt: later }, NOW)).toBe(true);
    expect(isPremium({ subscriptionStatus: 'canceling', subscriptionExpiresAt: later }, NOW)).toBe(true);
    expect(
      isPremium({ subscriptionStatus: 'canceling', subscriptionExpiresAt: new Date('2026-11-22T11:59:59Z') }, NOW),
    ).toBe(false);
    expect(isPremium({ subscriptionStatus: 'past_due', subscriptionExpiresAt: later }, NOW)).toBe(false);
    expect(isPremium({ subscriptionStatus: 'incomplete', subscriptionExpiresAt: later }, NOW)).toBe(false);
    expect(isPremium({ subscriptionStatus: null, subscriptionExpiresAt: null }, NOW)).toBe(false);
  });
});

describe('credits and referrals', () => {
  it('needs a credit or premium', () => {
    expect(canGenerateReading(free, NOW)).toBe(false);
    expect(canGenerateReading({ ...free, unlockedReadings: 1 }, NOW)).toBe(true);
    expect(canGenerateCompatibility({ ...free, unlockedReadings: 5 }, NOW)).toBe(false);
    expect(
      canGenerateCompatibility(
        { ...free, subscriptionStatus: 'active', subscriptionExpiresAt: new Date('2027-01-01') },
        NOW,
      ),
    ).toBe(true);
  });

  it('unlocks one reading on every third referral and counts down to the next', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(readingsUnlockedByReferral)).toEqual([0, 0, 1, 0, 0, 1, 1]);
    expect([0, 1, 2, 3, 4].map(referralsUntilNextReading)).toEqual([3, 2, 1, 3, 2]);
  });

  it("rewards a referrer's third friend with one reading, counting every friend up to the day's cap", () => {
    let referrer = {
      referralCount: 0,
      unlockedReadings: 0,
      referralDay: null as string | null,
      referralsCountedToday: 0,
    };
    const unlocked: number[] = [];
    for (let friend = 1; friend <= MAX_REFERRALS_COUNTED_PER_DAY; friend++) {
      const reward = referralReward(referrer, NOW)!;
      expect(reward.updatedAt).toBe(NOW);
      referrer = { ...referrer, ...reward };
      unlocked.push(referrer.unlockedReadings);
    }
    expect(referrer.referralCount).toBe(6);
    expect(unlocked).toEqual([0, 0, 1, 1, 1, 2]);
    // The day's cap: the next friend today is not counted; tomorrow counting starts again.
    expect(referralReward(referrer, NOW)).toBeNull();
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    expect(referralReward(referrer, tomorrow)).toMatchObject({ referralCount: 7, referralsCountedToday: 1 });
  });
});

describe("the reader's day", () => {
  it('follows the date the device sends when a clock on Earth shows it now, and UTC otherwise', () => {
    // 2026-11-22 23:30 UTC: Los Angeles is still on the 22nd, Auckland already on the 23rd.
    const lateUtc = new Date('2026-11-22T23:30:00Z');
    expect(readerDay('2026-11-22', lateUtc)).toBe('2026-11-22');
    expect(readerDay('2026-11-23', lateUtc)).toBe('2026-11-23');
    expect(readerDay('2026-11-21', lateUtc)).toBe('2026-11-21');
    // 4 pm in Los Angeles on the 22nd is already the 23rd in UTC: the reader keeps the 22nd.
    expect(readerDay('2026-11-22', new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-22');
    for (const wrong of ['2026-11-25', '2025-11-22', 'tomorrow', '', undefined]) {
      expect(readerDay(wrong, lateUtc)).toBe('2026-11-22');
    }
  });
});

describe('logs', () => {
  it('keep names, codes and ids, and never phone numbers, tokens or secrets', () => {
    const firestore = Object.assign(
      new Error(
        '6 ALREADY_EXISTS: Document already exists: projects/p/databases/(default)/documents/userPhones/+15551234567',
      ),
      { code: 6 },
    );
    const wrapped = new Error('sign-in failed with Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln', {
      cause: firestore,
    });
    const logged = JSON.stringify(logSafe(wrapped));
    expect(logged).toContain('ALREADY_EXISTS');
    expect(logged).toContain('"code":6');
    expect(logged).not.toMatch(/5551234567|eyJ|c2ln/);
    expect(redact('key sk_live_51Habc and whsec_abc123, cookie __session=abc.def')).not.toMatch(
      /51Habc|abc123|abc\.def/,
    );
    expect(redact('reading 1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toContain('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
  });
});
