/**
 * Reading creation with its credit spent in the same transaction: both happen, or neither. A public
 * palm reading gets its projection (what visitors may see) in the same transaction, and a
 * newcomer's first reading counts their referral for whoever brought them.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../domain/DomainError.js';
import { canGenerateCompatibility, canGenerateReading } from '../domain/credits.js';
import { newReadingRecord, type UserRecord } from '../domain/entities.js';
import { compatibilityReadingUpdate, palmReadingUpdate } from '../domain/palmReadingUpdate.js';
import type { CreateReadingInput, CreateReadingResult } from '../domain/store.js';
import { COLLECTIONS, sharedProjection, toReadingRecord, toUserRecord } from './converters.js';

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
    if (user.deletingAt) throw new DomainError('accountDeleting');

    if (kind === 'palm' && !canGenerateReading(user, input.now)) throw new DomainError('noReadingsLeft');
    if (kind === 'compatibility' && !canGenerateCompatibility(user, input.now)) {
      throw new DomainError('noCompatibilityLeft');
    }
    // A referred newcomer's first reading: their pending referral counts now (if the rule says so).
    const referralRef = db.collection(COLLECTIONS.referrals).doc(user.id);
    const referralSnap =
      kind === 'palm' && user.totalReadings === 0 && input.rewardReferrer ? await tx.get(referralRef) : null;
    const referrerId =
      referralSnap?.get('status') === 'pending' ? (referralSnap.get('referrerId') as string | null) : null;
    const referrerRef = referrerId ? db.collection(COLLECTIONS.users).doc(referrerId) : null;
    const referrerSnap = referrerRef ? await tx.get(referrerRef) : null;

    const reading = newReadingRecord(input.build(user), input.readingId, input.shareId, input.now);
    // A partner deleting their account (their readings about to go) is no longer there to compare with.
    const partnerSnap = reading.partnerUserId
      ? await tx.get(db.collection(COLLECTIONS.users).doc(reading.partnerUserId))
      : null;
    if (partnerSnap && (!partnerSnap.exists || partnerSnap.get('deletingAt'))) throw new DomainError('readingNotFound');
    tx.create(readingRef, reading);
    if (kind === 'palm' && reading.isPublic) {
      tx.create(
        db.collection(COLLECTIONS.sharedReadings).doc(reading.shareId),
        sharedProjection(reading, user.displayName),
      );
    }
    if (referrerRef && referrerSnap?.exists && input.rewardReferrer) {
      const reward = input.rewardReferrer(toUserRecord(referrerSnap.data()!));
      if (reward) tx.update(referrerRef, reward);
      tx.update(referralRef, { status: reward ? 'completed' : 'capped', countedAt: input.now });
    }
    tx.update(
      userRef,
      kind === 'palm'
        ? palmReadingUpdate(user, reading.userArchetype ?? 'ORACLE', input.now)
        : compatibilityReadingUpdate(user, input.now),
    );
    return { reading, created: true };
  });
}
