/** Reading creation with its credit spent in the same transaction: both happen, or neither. */
import type { Firestore } from 'firebase-admin/firestore';
import { ApiError } from '../domain/ApiError.js';
import { canGenerateCompatibility, canGenerateReading } from '../domain/credits.js';
import { newReadingRecord, type UserRecord } from '../domain/entities.js';
import { compatibilityReadingUpdate, palmReadingUpdate } from '../domain/palmReadingUpdate.js';
import type { CreateReadingInput, CreateReadingResult } from '../domain/store.js';
import { ERROR_CODES } from '../contract/errors.js';
import { COLLECTIONS, toReadingRecord, toUserRecord } from './converters.js';

type Kind = 'palm' | 'compatibility';

export async function createReading(
  db: Firestore,
  kind: Kind,
  input: CreateReadingInput,
): Promise<CreateReadingResult> {
  return db.runTransaction(async (tx) => {
    const userRef = db.collection(COLLECTIONS.users).doc(input.userId);
    const readingRef = db.collection(COLLECTIONS.readings).doc(input.readingId);
    const [userSnap, readingSnap] = await tx.getAll(userRef, readingRef);
    if (readingSnap!.exists) {
      const existing = toReadingRecord(readingSnap!.data()!);
      if (existing.userId !== input.userId) {
        throw new ApiError(409, ERROR_CODES.badRequest, 'This request id was already used. Please try again.');
      }
      return { reading: existing, created: false };
    }
    if (!userSnap!.exists) throw new ApiError(401, ERROR_CODES.notAuthenticated, 'You are not logged in');
    const user: UserRecord = toUserRecord(userSnap!.data()!);

    if (kind === 'palm' && !canGenerateReading(user, input.now)) {
      throw new ApiError(
        403,
        ERROR_CODES.noReadingsLeft,
        'You have no readings left. Upgrade to premium or invite friends to unlock more.',
      );
    }
    if (kind === 'compatibility' && !canGenerateCompatibility(user, input.now)) {
      throw new ApiError(
        403,
        ERROR_CODES.noCompatibilityLeft,
        'You have no compatibility readings left. Upgrade to premium for unlimited readings.',
      );
    }
    const reading = newReadingRecord(input.build(user), input.readingId, input.shareId, input.now);
    tx.create(readingRef, reading);
    tx.update(
      userRef,
      kind === 'palm'
        ? palmReadingUpdate(user, reading.userArchetype ?? 'ORACLE', input.now)
        : compatibilityReadingUpdate(user, input.now),
    );
    return { reading, created: true };
  });
}
