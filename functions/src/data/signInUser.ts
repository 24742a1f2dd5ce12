/**
 * First sign-in creates the user (with the spec's defaults) and, for a referred newcomer, a pending
 * referral (counted when the newcomer completes a first reading: data/createReading.ts); later
 * sign-ins update the name. Index documents keyed by Firebase uid and by the phone's keyed hash,
 * created in the same transaction, keep both unique. A number that already had the starter credits
 * (an account deleted and re-created) gets none again and refers nobody.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { DomainError } from '../domain/DomainError.js';
import { isUuid, isShareId } from '../domain/ids.js';
import type { PhoneKeys } from './phoneKeys.js';
import { newUserRecord, type ReferralRecord, type UserRecord } from '../domain/entities.js';
import type { SignInInput, SignInResult } from '../domain/store.js';
import { COLLECTIONS, toUserRecord } from './converters.js';

const ALREADY_EXISTS = 6;

function isAlreadyExists(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === ALREADY_EXISTS;
}

async function signInOnce(
  db: Firestore,
  phoneKey: PhoneKeys,
  input: SignInInput,
  now: Date,
  newUserId: string,
): Promise<SignInResult> {
  return db.runTransaction(async (tx: Transaction) => {
    const phoneId = phoneKey(input.phoneNumber);
    const uidRef = db.collection(COLLECTIONS.userUids).doc(input.firebaseUid);
    const phoneRef = db.collection(COLLECTIONS.userPhones).doc(phoneId);
    // Indexes written before numbers were hashed are keyed by the number itself: found, then moved.
    const legacyPhoneRef = db.collection(COLLECTIONS.userPhones).doc(input.phoneNumber);
    const grantRef = db.collection(COLLECTIONS.starterGrants).doc(phoneId);
    const [uidSnap, phoneSnap, legacySnap, grantSnap] = await tx.getAll(uidRef, phoneRef, legacyPhoneRef, grantRef);
    const knownId = (uidSnap!.get('userId') ?? phoneSnap!.get('userId') ?? legacySnap!.get('userId')) as
      string | undefined;

    if (knownId) {
      const userRef = db.collection(COLLECTIONS.users).doc(knownId);
      const userSnap = await tx.get(userRef);
      if (userSnap.exists) {
        const user = toUserRecord(userSnap.data()!);
        // Signing in again is not a way back into an account its owner is deleting.
        if (user.deletingAt) throw new DomainError('accountDeleting');
        const changes: Partial<UserRecord> = { displayName: input.displayName, updatedAt: now };
        if (user.firebaseUid !== input.firebaseUid) changes.firebaseUid = input.firebaseUid;
        if (!uidSnap!.exists) tx.create(uidRef, { userId: user.id });
        if (legacySnap!.exists) {
          if (!phoneSnap!.exists) tx.create(phoneRef, { userId: user.id });
          tx.delete(legacyPhoneRef);
        }
        if (user.phoneNumber !== input.phoneNumber && !phoneSnap!.exists && !legacySnap!.exists) {
          changes.phoneNumber = input.phoneNumber;
          tx.create(phoneRef, { userId: user.id });
        }
        tx.update(userRef, changes);
        return { user: { ...user, ...changes }, created: false, referral: null };
      }
    }

    const recreated = grantSnap!.exists;
    const referrerRef =
      !recreated && input.referrerId && isUuid(input.referrerId) && input.referrerId !== newUserId
        ? db.collection(COLLECTIONS.users).doc(input.referrerId)
        : null;
    const referrerSnap = referrerRef ? await tx.get(referrerRef) : null;

    const user = newUserRecord(
      {
        displayName: input.displayName,
        phoneNumber: input.phoneNumber,
        firebaseUid: input.firebaseUid,
        ...(recreated ? { unlockedReadings: 0, unlockedCompatibility: 0 } : {}),
      },
      newUserId,
      now,
    );
    tx.create(db.collection(COLLECTIONS.users).doc(user.id), user);
    tx.set(uidRef, { userId: user.id });
    // (An index left by a user who no longer exists is taken over.)
    tx.set(phoneRef, { userId: user.id });
    if (legacySnap!.exists) tx.delete(legacyPhoneRef);
    if (!recreated) tx.create(grantRef, { grantedAt: now });

    let referral: ReferralRecord | null = null;
    const referrer = referrerSnap?.exists ? toUserRecord(referrerSnap.data()!) : null;
    // Never for oneself: the same Firebase identity cannot refer its own new account.
    if (referrerRef && referrer && !referrer.deletingAt && referrer.firebaseUid !== input.firebaseUid) {
      referral = {
        id: user.id,
        referrerId: referrer.id,
        referredUserId: user.id,
        shareId: input.shareId && isShareId(input.shareId) ? input.shareId : null,
        status: 'pending',
        createdAt: now,
      };
      tx.create(db.collection(COLLECTIONS.referrals).doc(referral.id), referral);
    }
    return { user, created: true, referral };
  });
}

export async function signInUser(
  db: Firestore,
  phoneKey: PhoneKeys,
  input: SignInInput,
  now: Date,
  newUserId: string,
): Promise<SignInResult> {
  try {
    return await signInOnce(db, phoneKey, input, now, newUserId);
  } catch (err) {
    // A concurrent first sign-in created the user between our read and our write: take theirs.
    if (isAlreadyExists(err)) return signInOnce(db, phoneKey, input, now, newUserId);
    throw err;
  }
}
