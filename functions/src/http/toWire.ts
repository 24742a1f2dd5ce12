/** Stored records to the contract's wire shapes. */
import { API_PATHS } from '../contract/paths.js';
import type { Reading, SharedReading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import { wordsFor, type ReadingRecord, type SharedReadingRecord, type UserRecord } from '../domain/entities.js';
import { isPremium } from '../domain/premium.js';

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

/**
 * A reading as `viewerId` sees it (its content already today's: usecases/todaysReading.ts): its
 * owner, or the partner of a compatibility result, who gets the words written to them
 * (ReadingRecord.partnerView) and is told while it is new to them.
 */
export function readingToWire(reading: ReadingRecord, viewerId: string): Reading {
  const { kind, userArchetype, keyInsight, theirs } = wordsFor(reading, viewerId);
  return {
    ...kind,
    id: reading.id,
    userId: reading.userId,
    imageUrl: photoOf(reading) ? API_PATHS.image(reading.id) : null,
    lifeArea: reading.lifeArea,
    userArchetype,
    compatibilityOutcome: reading.compatibilityOutcome,
    partnerUserId: reading.partnerUserId,
    keyInsight,
    status: reading.status,
    shareId: reading.shareId,
    ...(theirs && !theirs.seenAt ? { newForYou: true } : {}),
    palmLines: reading.palmLines,
    viewCount: reading.viewCount,
    isPublic: reading.isPublic,
    sharePhoto: reading.sharePhoto,
    createdAt: reading.createdAt.toISOString(),
    updatedAt: reading.updatedAt.toISOString(),
  };
}

/** What a visitor sees of a shared reading: everything addressed by its share id, no reading id. */
export function sharedReadingToWire(shared: SharedReadingRecord): SharedReading {
  return {
    shareId: shared.shareId,
    referrerId: shared.ownerId,
    referrerName: shared.ownerName,
    userArchetype: shared.userArchetype,
    imageUrl: shared.photo ? API_PATHS.sharedImage(shared.shareId) : null,
    readingType: shared.readingType,
    keyInsight: shared.keyInsight,
    palmLines: shared.palmLines,
    content: shared.content,
  };
}

/** Only palm readings show a photo; a compatibility result never points at either person's. */
const photoOf = (reading: ReadingRecord) => reading.readingType !== 'COMPATIBILITY' && reading.imagePath !== null;
