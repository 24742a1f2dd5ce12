/**
 * StoreTransaction over a Firestore transaction. Firestore wants every read before any write, so
 * writes are kept in order and applied when the work returns (none if it throws). The indexes that
 * keep one user per uid and per phone, and the starter grants, are keyed here (the phone by its
 * keyed hash); an index written before numbers were hashed (keyed by the number itself) is read as
 * well, and moved to its hashed key by the transaction that finds it.
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { ReferralRecord } from '../domain/entities.js';
import type { StoreTransaction } from '../domain/store.js';
import { COLLECTIONS, requireDate, sharedProjection, toReadingRecord, toUserRecord } from './converters.js';
import type { PhoneKeys } from './phoneKeys.js';

const ALREADY_EXISTS = 6;
/** How long a payment event is kept: Stripe sends one again for up to three days. */
const PAYMENT_EVENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

function isAlreadyExists(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === ALREADY_EXISTS;
}

function toReferralRecord(snap: DocumentSnapshot): ReferralRecord | null {
  if (!snap.exists) return null;
  return {
    id: snap.id,
    referrerId: snap.get('referrerId') ?? null,
    referredUserId: snap.get('referredUserId') ?? null,
    shareId: snap.get('shareId') ?? null,
    status: snap.get('status'),
    deviceKey: snap.get('deviceKey') ?? null,
    createdAt: requireDate(snap.get('createdAt')),
  };
}

function attempt<T>(db: Firestore, phoneKey: PhoneKeys, work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
  const doc = (collection: keyof typeof COLLECTIONS, id: string) => db.collection(COLLECTIONS[collection]).doc(id);
  return db.runTransaction(async (tx: Transaction) => {
    const writes: Array<() => void> = [];
    /** Legacy phone indexes this attempt found, by the number: moved to the hashed key unless relinked. */
    const legacy = new Map<string, { ref: DocumentReference; userId: string; hashedExists: boolean }>();

    const port: StoreTransaction = {
      async user(id) {
        const snap = await tx.get(doc('users', id));
        return snap.exists ? toUserRecord(snap.data()!) : null;
      },
      async reading(id) {
        const snap = await tx.get(doc('readings', id));
        return snap.exists ? toReadingRecord(snap.data()!) : null;
      },
      async referralOf(userId) {
        return toReferralRecord(await tx.get(doc('referrals', userId)));
      },
      async readersOfPhoto(photoHash, max) {
        const found = await tx.get(db.collection(COLLECTIONS.readings).where('photoHash', '==', photoHash).limit(max));
        return [...new Set(found.docs.map((d) => d.get('userId') as string))];
      },
      async userOfPaymentCustomer(customerId) {
        const found = await tx.get(
          db.collection(COLLECTIONS.users).where('stripeCustomerId', '==', customerId).limit(1),
        );
        return found.empty ? null : toUserRecord(found.docs[0]!.data());
      },
      async paymentEventRecorded(eventId) {
        return (await tx.get(doc('stripeEvents', eventId))).exists;
      },
      async deviceReferred(deviceKey) {
        const found = await tx.get(db.collection(COLLECTIONS.referrals).where('deviceKey', '==', deviceKey).limit(1));
        return !found.empty;
      },
      async identity(firebaseUid, phoneNumber) {
        const phoneId = phoneKey(phoneNumber);
        const legacyRef = doc('userPhones', phoneNumber);
        const [uidSnap, phoneSnap, legacySnap, grantSnap] = await tx.getAll(
          doc('userUids', firebaseUid),
          doc('userPhones', phoneId),
          legacyRef,
          doc('starterGrants', phoneId),
        );
        const legacyUserId = (legacySnap!.get('userId') as string | undefined) ?? null;
        if (legacyUserId)
          legacy.set(phoneNumber, { ref: legacyRef, userId: legacyUserId, hashedExists: phoneSnap!.exists });
        return {
          byUid: (uidSnap!.get('userId') as string | undefined) ?? null,
          byPhone: (phoneSnap!.get('userId') as string | undefined) ?? legacyUserId,
          starterGranted: grantSnap!.exists,
        };
      },

      createUser(user) {
        writes.push(() => tx.create(doc('users', user.id), user));
      },
      updateUser(id, changes) {
        writes.push(() => tx.update(doc('users', id), changes));
      },
      linkUid(firebaseUid, userId) {
        writes.push(() => tx.set(doc('userUids', firebaseUid), { userId }));
      },
      linkPhone(phoneNumber, userId) {
        const found = legacy.get(phoneNumber);
        legacy.delete(phoneNumber);
        writes.push(() => {
          tx.set(doc('userPhones', phoneKey(phoneNumber)), { userId });
          if (found) tx.delete(found.ref);
        });
      },
      recordStarterGrant(phoneNumber, at) {
        writes.push(() => tx.create(doc('starterGrants', phoneKey(phoneNumber)), { grantedAt: at }));
      },
      createReferral(referral) {
        writes.push(() => tx.create(doc('referrals', referral.id), referral));
      },
      settleReferral(userId, status, at) {
        writes.push(() => tx.update(doc('referrals', userId), { status, countedAt: at }));
      },
      updateReadingSharing(reading, ownerName) {
        writes.push(() => {
          const { isPublic, sharePhoto, updatedAt } = reading;
          tx.update(doc('readings', reading.id), { isPublic, sharePhoto, updatedAt });
          const projection = doc('sharedReadings', reading.shareId);
          if (isPublic) tx.set(projection, sharedProjection(reading, ownerName));
          else tx.delete(projection);
        });
      },
      deleteReading(reading) {
        writes.push(() => {
          tx.delete(doc('readings', reading.id));
          tx.delete(doc('sharedReadings', reading.shareId));
        });
      },
      updatePartnerResult(readingId, change) {
        writes.push(() =>
          tx.update(
            doc('readings', readingId),
            change.kind === 'seen'
              ? { 'partnerView.seenAt': change.partnerView.seenAt }
              : { partnerUserId: null, partnerView: null, content: change.content, updatedAt: change.updatedAt },
          ),
        );
      },
      recordPaymentEvent(event, userId, result, at) {
        writes.push(() =>
          tx.create(doc('stripeEvents', event.id), {
            id: event.id,
            type: event.type,
            subscriptionId: event.subscriptionId,
            userId,
            result,
            receivedAt: at,
            // Kept only while Stripe may send the event again (it retries for up to three days); then
            // Firestore's TTL policy removes it (firestore.indexes.json).
            expireAt: new Date(at.getTime() + PAYMENT_EVENT_KEPT_MS),
          }),
        );
      },
      createReading(reading, ownerName) {
        writes.push(() => {
          tx.create(doc('readings', reading.id), reading);
          if (reading.isPublic && reading.readingType !== 'COMPATIBILITY') {
            tx.create(doc('sharedReadings', reading.shareId), sharedProjection(reading, ownerName));
          }
        });
      },
    };

    const result = await work(port);
    for (const write of writes) write();
    for (const [phoneNumber, found] of legacy) {
      if (!found.hashedExists) tx.create(doc('userPhones', phoneKey(phoneNumber)), { userId: found.userId });
      tx.delete(found.ref);
    }
    return result;
  });
}

export async function runStoreTransaction<T>(
  db: Firestore,
  phoneKey: PhoneKeys,
  work: (tx: StoreTransaction) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(db, phoneKey, work);
  } catch (err) {
    // Another request created a document this one meant to create, between our read and our write
    // (two first sign-ins of one number): run again, and the reads see it.
    if (isAlreadyExists(err)) return attempt(db, phoneKey, work);
    throw err;
  }
}
