/** Reading creation with its credit spent in the same transaction: both happen, or neither. */
import type { Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../domain/DomainError.js';
import { canGenerateCompatibility, canGenerateReading } from '../domain/credits.js';
import { newReadingRecord, type UserRecord } from '../domain/entities.js';
import { compatibilityReadingUpdate, palmReadingUpdate } from '../domain/palmReadingUpdate.js';
import type { CreateReadingInput, CreateReadingResult } from '../domain/store.js';
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
        throw new DomainError('idempotencyKeyReused');
      }
      return { reading: existing, created: false };
    }
    if (!userSnap!.exists) throw new DomainError('notAuthenticated');
    const user: UserRecord = toUserRecord(userSnap!.data()!);

    if (kind === 'palm' && !canGenerateReading(user, input.now)) throw new DomainError('noReadingsLeft');
    if (kind === 'compatibility' && !canGenerateCompatibility(user, input.now)) {
      throw new DomainError('noCompatibilityLeft');
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
