import type { Archetype } from '../contract/enums.js';
import type { UserRecord } from './entities.js';
import { isPremium } from './premium.js';
import { nextStreak, utcDay } from './streaks.js';

/**
 * What a new palm reading changes on its owner: a credit (unless premium), the counters, the streak,
 * and their archetype (their own hand's: unchanged by a reading of someone else's palm).
 */
export function palmReadingUpdate(user: UserRecord, archetype: Archetype | null, now: Date): Partial<UserRecord> {
  const today = utcDay(now);
  return {
    unlockedReadings: isPremium(user, now) ? user.unlockedReadings : user.unlockedReadings - 1,
    totalReadings: user.totalReadings + 1,
    currentStreak: nextStreak(user.lastReadingDate, user.currentStreak, today),
    lastReadingDate: today,
    archetype,
    updatedAt: now,
  };
}

/** What a new compatibility reading changes on its owner. */
export function compatibilityReadingUpdate(user: UserRecord, now: Date): Partial<UserRecord> {
  return {
    unlockedCompatibility: isPremium(user, now) ? user.unlockedCompatibility : user.unlockedCompatibility - 1,
    updatedAt: now,
  };
}
