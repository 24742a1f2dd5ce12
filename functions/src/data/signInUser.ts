/**
 * First sign-in creates the user (with the spec's defaults) and, for a referred newcomer, the
 * referral and the referrer's reward (decided by the caller); later sign-ins update the name. Index documents keyed by
 * Firebase uid and by phone number, created in the same transaction, keep both unique.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isUuid, isShareId } from '../domain/ids.js';
import { newUserRecord, type ReferralRecord, type UserRecord } from '../domain/entities.js';
import type { SignInInput, SignInResult } from '../domain/store.js';
import { COLLECTIONS, toUserRecord } from './converters.js';

const ALREADY_EXISTS = 6;

function isAlreadyExists(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === ALREADY_EXISTS;
}

async function signInOnce(db: Firestore, input: SignInInput, now: Date, newUserId: string): Promise<SignInResult> {
  return db.runTransaction(async (tx: Transaction) => {
    const uidRef = db.collection(COLLECTIONS.userUids).doc(input.firebaseUid);
    const phoneRef = db.collection(COLLECTIONS.userPhones).doc(input.phoneNumber);
    const [uidSnap, phoneSnap] = await tx.getAll(uidRef, phoneRef);
    const knownId = (uidSnap!.get('userId') ?? phoneSnap!.get('userId')) as string | undefined;

    if (knownId) {
      const userRef = db.collection(COLLECTIONS.users).doc(knownId);
      const userSnap = await tx.get(userRef);
      if (userSnap.exists) {
        const user = toUserRecord(userSnap.data()!);
        const changes: Partial<UserRecord> = { displayName: input.displayName, updatedAt: now };
        if (user.firebaseUid !== input.firebaseUid) changes.firebaseUid = input.firebaseUid;
        if (!uidSnap!.exists) tx.create(uidRef, { userId: user.id });
        if (user.phoneNumber !== input.phoneNumber && !phoneSnap!.exists) {
          changes.phoneNumber = input.phoneNumber;
          tx.create(phoneRef, { userId: user.id });
        }
        tx.update(userRef, changes);
        return { user: { ...user, ...changes }, created: false, referral: null };
      }
    }

    const referrerRef =
      input.referrerId && isUuid(input.referrerId) && input.referrerId !== newUserId
        ? db.collection(COLLECTIONS.users).doc(input.referrerId)
        : null;
    const referrerSnap = referrerRef ? await tx.get(referrerRef) : null;

    const user = newUserRecord(
      { displayName: input.displayName, phoneNumber: input.phoneNumber, firebaseUid: input.firebaseUid },
      newUserId,
      now,
    );
    tx.create(db.collection(COLLECTIONS.users).doc(user.id), user);
    tx.create(uidRef, { userId: user.id });
    tx.create(phoneRef, { userId: user.id });

    let referral: ReferralRecord | null = null;
    if (referrerRef && referrerSnap?.exists) {
      const referrer = toUserRecord(referrerSnap.data()!);
      referral = {
        id: user.id,
        referrerId: referrer.id,
        referredUserId: user.id,
        shareId: input.shareId && isShareId(input.shareId) ? input.shareId : null,
        status: 'completed',
        createdAt: now,
      };
      tx.create(db.collection(COLLECTIONS.referrals).doc(referral.id), referral);
      tx.update(referrerRef, input.rewardReferrer(referrer));
    }
    return { user, created: true, referral };
  });
}

export async function signInUser(
  db: Firestore,
  input: SignInInput,
  now: Date,
  newUserId: string,
): Promise<SignInResult> {
  try {
    return await signInOnce(db, input, now, newUserId);
  } catch (err) {
    // A concurrent first sign-in created the user between our read and our write: take theirs.
    if (isAlreadyExists(err)) return signInOnce(db, input, now, newUserId);
    throw err;
  }
}
