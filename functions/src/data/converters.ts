/** Firestore documents to and from the plain records of domain/entities.ts. */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ReadingRecord, SessionRecord, UserRecord } from '../domain/entities.js';

export const COLLECTIONS = {
  users: 'users',
  /** userUids/{firebaseUid} → { userId }: one user per Firebase uid. */
  userUids: 'userUids',
  /** userPhones/{E.164 phone} → { userId }: one user per phone number. */
  userPhones: 'userPhones',
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

function requireDate(value: unknown): Date {
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
    createdAt: requireDate(data.createdAt),
    updatedAt: requireDate(data.updatedAt),
  };
}

export function toReadingRecord(data: DocumentData): ReadingRecord {
  return {
    id: data.id,
    userId: data.userId,
    ownerUid: data.ownerUid,
    imageUrl: data.imageUrl ?? null,
    imagePath: data.imagePath ?? null,
    readingType: data.readingType,
    lifeArea: data.lifeArea ?? null,
    userArchetype: data.userArchetype ?? null,
    compatibilityOutcome: data.compatibilityOutcome ?? null,
    partnerUserId: data.partnerUserId ?? null,
    keyInsight: data.keyInsight ?? null,
    status: data.status ?? 'completed',
    shareId: data.shareId,
    content: data.content ?? {},
    measures: data.measures ?? null,
    palmLines: data.palmLines ?? null,
    viewCount: data.viewCount ?? 0,
    isPublic: data.isPublic ?? true,
    createdAt: requireDate(data.createdAt),
    updatedAt: requireDate(data.updatedAt),
  };
}

export function toSessionRecord(data: DocumentData): SessionRecord {
  return { sid: data.sid, sess: data.sess, expire: requireDate(data.expire) };
}
