/** Stored records to the contract's wire shapes. */
import type { Reading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import type { ReadingRecord, UserRecord } from '../domain/entities.js';
import { isPremium } from '../domain/premium.js';
import { utcDay } from '../domain/streaks.js';
import type { ReadingEngine } from '../reading/readingEngine.js';

export function userToWire(user: UserRecord, now: Date): User {
  return {
    id: user.id,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    profileImage: user.profileImage,
    archetype: user.archetype,
    unlockedReadings: user.unlockedReadings,
    unlockedCompatibility: user.unlockedCompatibility,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    isPremium: isPremium(user, now),
    currentStreak: user.currentStreak,
    lastReadingDate: user.lastReadingDate,
    totalReadings: user.totalReadings,
    referralCount: user.referralCount,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Palm readings are sent with today's daily parts (forecast mood, lucky time, keywords). */
export function readingContentForToday(
  reading: ReadingRecord,
  engine: ReadingEngine,
  now: Date,
): Record<string, unknown> {
  if (reading.readingType === 'COMPATIBILITY' || !reading.measures) return reading.content;
  return engine.withDailyParts(reading.content, reading.measures, utcDay(now));
}

export function readingToWire(reading: ReadingRecord, engine: ReadingEngine, now: Date): Reading {
  return {
    id: reading.id,
    userId: reading.userId,
    imageUrl: reading.imageUrl,
    readingType: reading.readingType,
    lifeArea: reading.lifeArea,
    userArchetype: reading.userArchetype,
    compatibilityOutcome: reading.compatibilityOutcome,
    partnerUserId: reading.partnerUserId,
    keyInsight: reading.keyInsight,
    status: reading.status,
    shareId: reading.shareId,
    content: readingContentForToday(reading, engine, now),
    palmLines: reading.palmLines,
    viewCount: reading.viewCount,
    isPublic: reading.isPublic,
    createdAt: reading.createdAt.toISOString(),
    updatedAt: reading.updatedAt.toISOString(),
  };
}
