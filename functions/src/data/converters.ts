/** Firestore documents to and from the plain records of domain/entities.ts. */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { palmReadingTypeSchema } from '../contract/enums.js';
import { sharePhotoSchema } from '../contract/reading.js';
import {
  sharedReadingOf,
  type PalmReadingRecord,
  type ReadingKind,
  type ReadingRecord,
  type SessionRecord,
  type SharedReadingRecord,
  type UserRecord,
} from '../domain/entities.js';
import { upgradeCompatibilityContent, upgradePalmContent } from './storedContent.js';

export const COLLECTIONS = {
  users: 'users',
  /** userUids/{firebaseUid} → { userId }: one user per Firebase uid. */
  userUids: 'userUids',
  /** userPhones/{keyed hash of the E.164 phone} → { userId }: one user per phone number (data/phoneKeys.ts). */
  userPhones: 'userPhones',
  /**
   * starterGrants/{keyed hash of a phone} → { grantedAt }: numbers that were given the starter
   * reading and compatibility check. Kept when an account is deleted (nothing else of it is), so an
   * account re-created on the same number starts without them and earns its referrer nothing.
   */
  starterGrants: 'starterGrants',
  /**
   * sharedReadings/{shareId}: what a visitor may see of a public palm reading, and nothing else (no
   * owner uid, photo path, measures or reading id). Exists only while the reading is public; read by
   * the API alone (the security rules deny every client).
   */
  sharedReadings: 'sharedReadings',
  /** rateLimits/{limit}-{hash of the client key}-{window} → { hits, expireAt }: limits shared by all instances. */
  rateLimits: 'rateLimits',
  readings: 'readings',
  referrals: 'referrals',
  sessions: 'sessions',
  stripeEvents: 'stripeEvents',
} as const;

function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

export function requireDate(value: unknown): Date {
  return toDate(value) ?? new Date(0);
}

export function toUserRecord(data: DocumentData): UserRecord {
  return {
    id: data.id,
    displayName: data.displayName,
    phoneNumber: data.phoneNumber,
    firebaseUid: data.firebaseUid,
    profileImage: data.profileImage ?? null,
    archetype: data.archetype ?? null,
    unlockedReadings: data.unlockedReadings ?? 0,
    unlockedCompatibility: data.unlockedCompatibility ?? 0,
    stripeCustomerId: data.stripeCustomerId ?? null,
    stripeSubscriptionId: data.stripeSubscriptionId ?? null,
    subscriptionStatus: data.subscriptionStatus ?? null,
    subscriptionExpiresAt: toDate(data.subscriptionExpiresAt),
    subscriptionSyncedAt: toDate(data.subscriptionSyncedAt),
    currentStreak: data.currentStreak ?? 0,
    lastReadingDate: data.lastReadingDate ?? null,
    totalReadings: data.totalReadings ?? 0,
    referralCount: data.referralCount ?? 0,
    referralDay: data.referralDay ?? null,
    referralsCountedToday: data.referralsCountedToday ?? 0,
    deletingAt: toDate(data.deletingAt),
    deviceKeys: data.deviceKeys ?? [],
    handProfile: data.handProfile
      ? {
          ...data.handProfile,
          photos: (data.handProfile.photos ?? []).map((p: DocumentData) => ({ ...p, takenAt: requireDate(p.takenAt) })),
        }
      : null,
    createdAt: requireDate(data.createdAt),
    updatedAt: requireDate(data.updatedAt),
  };
}

/** A stored reading's type and content, the content upgraded to the one schema (data/storedContent.ts). */
function readingContentOf(data: DocumentData): ReadingKind {
  return data.readingType === 'COMPATIBILITY'
    ? {
        readingType: 'COMPATIBILITY',
        content: upgradeCompatibilityContent(
          data.content,
          data.compatibilityOutcome ?? null,
          data.userArchetype ?? null,
        ),
      }
    : {
        readingType: palmReadingTypeSchema.safeParse(data.readingType).data ?? 'FULL_ANALYSIS',
        content: upgradePalmContent(data.content, data.userArchetype ?? null),
      };
}

export function toReadingRecord(data: DocumentData): ReadingRecord {
  return {
    id: data.id,
    userId: data.userId,
    ownerUid: data.ownerUid,
    imagePath: data.imagePath ?? null,
    lifeArea: data.lifeArea ?? null,
    userArchetype: data.userArchetype ?? null,
    compatibilityOutcome: data.compatibilityOutcome ?? null,
    partnerUserId: data.partnerUserId ?? null,
    keyInsight: data.keyInsight ?? null,
    status: data.status ?? 'completed',
    shareId: data.shareId,
    ...readingContentOf(data),
    measures: data.measures ?? null,
    palmLines: data.palmLines ?? null,
    viewCount: data.viewCount ?? 0,
    isPublic: data.isPublic ?? true,
    sharePhoto: sharePhotoSchema.safeParse(data.sharePhoto).data ?? null,
    dailySeed: data.dailySeed ?? null,
    photoHash: data.photoHash ?? null,
    partnerView: data.partnerView
      ? {
          content: upgradeCompatibilityContent(data.partnerView.content, data.compatibilityOutcome ?? null, null),
          seenAt: toDate(data.partnerView.seenAt),
        }
      : null,
    createdAt: requireDate(data.createdAt),
    updatedAt: requireDate(data.updatedAt),
  };
}

/** A projection's photo as stored (SharedPhoto); projections from before it was kept show none. */
const sharedPhotoSchema = z.union([
  z.object({ kind: z.literal('whole') }),
  z.object({ kind: z.literal('palm'), box: z.tuple([z.number(), z.number(), z.number(), z.number()]) }),
]);

/** A public palm reading's projection (COLLECTIONS.sharedReadings): exactly what its shared page shows. */
export function sharedProjection(reading: PalmReadingRecord, ownerName: string | null): DocumentData {
  return { ...sharedReadingOf(reading, ownerName), isPublic: true, createdAt: reading.createdAt };
}

export function toSharedReadingRecord(data: DocumentData): SharedReadingRecord {
  return {
    shareId: data.shareId,
    ownerId: data.ownerId,
    ownerName: data.ownerName ?? null,
    userArchetype: data.userArchetype ?? null,
    readingType: palmReadingTypeSchema.safeParse(data.readingType).data ?? 'FULL_ANALYSIS',
    keyInsight: data.keyInsight ?? null,
    photo: sharedPhotoSchema.safeParse(data.photo).data ?? null,
    palmLines: data.photo ? (data.palmLines ?? null) : null,
    content: upgradePalmContent(data.content, data.userArchetype ?? null),
    dailySeed: data.dailySeed ?? null,
  };
}

/** A session document (stored under a hash of its id, data/sessionKey.ts) with the id it was found by. */
export function toSessionRecord(sid: string, data: DocumentData): SessionRecord {
  return { sid, sess: data.sess, expire: requireDate(data.expire) };
}
