/**
 * A user's own data: a reading deleted, everything exported, the account deleted. Each keeps the
 * public projection (sharedReadings/{shareId}) in step with the reading it shows. (Sharing a reading
 * is decided in its use case, over the store's transaction: usecases/myData.ts.)
 */
import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { wordsFor, type ReferralRecord } from '../domain/entities.js';
import { upgradeCompatibilityContent } from './storedContent.js';
import type { DeletedAccount, ExportedReferral, UserExport } from '../domain/store.js';
import { COLLECTIONS, requireDate, toReadingRecord, toUserRecord } from './converters.js';
import { withoutPartnerName } from '../domain/forgetPartner.js';
import type { PhoneKeys } from './phoneKeys.js';

const toReferral = (id: string, data: FirebaseFirestore.DocumentData): ReferralRecord => ({
  id,
  referrerId: data.referrerId ?? null,
  referredUserId: data.referredUserId ?? null,
  shareId: data.shareId ?? null,
  status: data.status,
  deviceKey: data.deviceKey ?? null,
  createdAt: data.createdAt?.toDate?.() ?? new Date(0),
});

export async function exportUser(db: Firestore, userId: string): Promise<UserExport | null> {
  const userSnap = await db.collection(COLLECTIONS.users).doc(userId).get();
  if (!userSnap.exists) return null;
  const readings = db.collection(COLLECTIONS.readings);
  const referrals = db.collection(COLLECTIONS.referrals);
  const [own, partnered, made, referredBy, sessions] = await Promise.all([
    readings.where('userId', '==', userId).orderBy('createdAt', 'desc').get(),
    readings.where('partnerUserId', '==', userId).get(),
    referrals.where('referrerId', '==', userId).get(),
    referrals.doc(userId).get(),
    db.collection(COLLECTIONS.sessions).where('sess.userId', '==', userId).get(),
  ]);
  // The other person in a result or referral is named by nothing but what the words say.
  const referral = (r: ReferralRecord): ExportedReferral => ({ status: r.status, createdAt: r.createdAt });
  return {
    user: toUserRecord(userSnap.data()!),
    readings: own.docs.map((d) => {
      const { partnerUserId: _partner, partnerView: _theirs, ...reading } = toReadingRecord(d.data());
      return reading;
    }),
    compatibilityWithMe: partnered.docs
      .map((d) => toReadingRecord(d.data()))
      .filter((r) => r.userId !== userId)
      // In the words written to this user where the result keeps them (ReadingRecord.partnerView).
      .map((r) => {
        const { keyInsight, kind } = wordsFor(r, userId);
        return {
          ...kind,
          compatibilityOutcome: r.compatibilityOutcome,
          keyInsight,
          createdAt: r.createdAt,
        };
      }),
    referralsMade: made.docs.map((d) => referral(toReferral(d.id, d.data()))),
    referredBy: referredBy.exists ? referral(toReferral(referredBy.id, referredBy.data()!)) : null,
    // A session id is a credential: the export says when each session ends, never its id.
    sessions: sessions.docs.map((d) => ({ expire: requireDate(d.get('expire')) })),
  };
}

export async function beginAccountDeletion(db: Firestore, userId: string, now: Date): Promise<DeletedAccount | null> {
  const userRef = db.collection(COLLECTIONS.users).doc(userId);
  // Every write that adds to an account (a reading, a Stripe customer, a sign-in, a referral) reads
  // the user in its transaction and refuses once this is set: it either committed before the mark,
  // and is listed below, or sees the mark.
  const user = await db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    if (!snap.exists) return null;
    const found = toUserRecord(snap.data()!);
    if (found.deletingAt) return found;
    tx.update(userRef, { deletingAt: now });
    return { ...found, deletingAt: now };
  });
  if (!user) return null;
  const [uids, own] = await Promise.all([
    db.collection(COLLECTIONS.userUids).where('userId', '==', userId).get(),
    db.collection(COLLECTIONS.readings).where('userId', '==', userId).get(),
  ]);
  return {
    user,
    firebaseUids: [...new Set([user.firebaseUid, ...uids.docs.map((d) => d.id)])],
    photos: own.docs.map((d) => d.get('imagePath') as string | null).filter((p): p is string => Boolean(p)),
  };
}

/** Firestore takes at most 500 writes in a batch; deletions are idempotent, so batches can simply repeat. */
const BATCH_WRITES = 400;

async function inBatches(db: Firestore, writes: Array<(batch: WriteBatch) => void>): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_WRITES) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH_WRITES)) write(batch);
    await batch.commit();
  }
}

export async function deleteAccount(db: Firestore, phoneKey: PhoneKeys, userId: string, now: Date): Promise<void> {
  const userRef = db.collection(COLLECTIONS.users).doc(userId);
  const userSnap = await userRef.get();
  if (!userSnap.exists) return;
  const user = toUserRecord(userSnap.data()!);
  const readings = db.collection(COLLECTIONS.readings);
  const referrals = db.collection(COLLECTIONS.referrals);
  const [own, partnered, made, referredBy, sessions, uids, phones, events] = await Promise.all([
    readings.where('userId', '==', userId).get(),
    readings.where('partnerUserId', '==', userId).get(),
    referrals.where('referrerId', '==', userId).get(),
    referrals.doc(userId).get(),
    db.collection(COLLECTIONS.sessions).where('sess.userId', '==', userId).get(),
    db.collection(COLLECTIONS.userUids).where('userId', '==', userId).get(),
    db.collection(COLLECTIONS.userPhones).where('userId', '==', userId).get(),
    db.collection(COLLECTIONS.stripeEvents).where('userId', '==', userId).get(),
  ]);
  const remove = (ref: DocumentReference) => (batch: WriteBatch) => batch.delete(ref);
  const writes: Array<(batch: WriteBatch) => void> = [
    ...own.docs.flatMap((d) => [
      remove(d.ref),
      remove(db.collection(COLLECTIONS.sharedReadings).doc(d.get('shareId') as string)),
    ]),
    // Someone else's compatibility result keeps its words, without this user's name or id.
    ...partnered.docs
      .filter((d) => d.get('userId') !== userId)
      .map((d) => (batch: WriteBatch) => {
        const content = withoutPartnerName(
          upgradeCompatibilityContent(
            d.get('content'),
            d.get('compatibilityOutcome') ?? null,
            d.get('userArchetype') ?? null,
          ),
          user.displayName,
        );
        // The words written to this user go with them.
        batch.update(d.ref, { partnerUserId: null, content, partnerView: null, updatedAt: now });
      }),
    ...made.docs.map((d) => (batch: WriteBatch) => batch.update(d.ref, { referrerId: null })),
    // The referral that brought this user is kept for its referrer, under an id that is not this user's.
    ...(referredBy.exists
      ? [
          (batch: WriteBatch) => {
            const kept = referrals.doc();
            // Nothing of the deleted person stays with it: not their id, not the hash of their device.
            batch.create(kept, { ...referredBy.data(), id: kept.id, referredUserId: null, deviceKey: null });
            batch.delete(referredBy.ref);
          },
        ]
      : []),
    ...events.docs.map((d) => (batch: WriteBatch) => batch.update(d.ref, { userId: null })),
    ...uids.docs.map((d) => remove(d.ref)),
    ...phones.docs.map((d) => remove(d.ref)),
    // The one thing kept: that this number had its starter credits (a keyed hash, nothing else).
    (batch) => batch.set(db.collection(COLLECTIONS.starterGrants).doc(phoneKey(user.phoneNumber)), { grantedAt: now }),
  ];
  await inBatches(db, writes);
  // Sessions and the user last: until they are gone, a failed deletion can be retried by its owner.
  await inBatches(db, [...sessions.docs.map((d) => remove(d.ref)), remove(userRef)]);
}
