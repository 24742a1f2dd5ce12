/** PalmeStore over Firestore (firebase-admin): the emulator locally, the real database in production. */
import { FieldValue, Filter, type Firestore } from 'firebase-admin/firestore';
import type { PalmeStore } from '../domain/store.js';
import {
  COLLECTIONS,
  sharedProjection,
  toReadingRecord,
  toSessionRecord,
  toSharedReadingRecord,
  toUserRecord,
} from './converters.js';
import { beginAccountDeletion, deleteAccount, exportUser } from './myData.js';
import { isPalmReading } from '../domain/entities.js';
import { phoneKeys } from './phoneKeys.js';
import { pingFirestore } from './pingFirestore.js';
import { sessionKey } from './sessionKey.js';
import { runStoreTransaction } from './storeTransaction.js';

export interface FirestoreStoreOptions {
  /** The secret phone numbers are hashed with in the indexes (data/phoneKeys.ts). */
  phoneIndexKey: string;
}

export function createFirestoreStore(db: Firestore, options: FirestoreStoreOptions): PalmeStore {
  const phoneKey = phoneKeys(options.phoneIndexKey);
  const users = db.collection(COLLECTIONS.users);
  const readings = db.collection(COLLECTIONS.readings);
  const sessions = db.collection(COLLECTIONS.sessions);

  return {
    ping: () => pingFirestore(db),

    async findUser(id) {
      const snap = await users.doc(id).get();
      return snap.exists ? toUserRecord(snap.data()!) : null;
    },

    async stalledDeletions(markedBefore, max) {
      const found = await users.where('deletingAt', '<=', markedBefore).limit(max).get();
      return found.docs.map((d) => toUserRecord(d.data()));
    },

    transaction: (work) => runStoreTransaction(db, phoneKey, work),

    // Kept under a hash of the id (sessionKey), never the id a cookie carries.
    async createSession({ sid, sess, expire }) {
      await sessions.doc(sessionKey(sid)).create({ sess, expire });
    },

    async findSession(sid) {
      const snap = await sessions.doc(sessionKey(sid)).get();
      return snap.exists ? toSessionRecord(sid, snap.data()!) : null;
    },

    async deleteSession(sid) {
      await sessions.doc(sessionKey(sid)).delete();
    },

    async deleteSessionsOf(userId) {
      const all = await sessions.where('sess.userId', '==', userId).get();
      const writer = db.bulkWriter();
      for (const doc of all.docs) void writer.delete(doc.ref);
      await writer.close();
      return all.size;
    },

    async findReading(id) {
      const snap = await readings.doc(id).get();
      return snap.exists ? toReadingRecord(snap.data()!) : null;
    },

    async findReadingByShareId(shareId) {
      const snap = await readings.where('shareId', '==', shareId).limit(1).get();
      return snap.empty ? null : toReadingRecord(snap.docs[0]!.data());
    },

    // Their own readings and the results written to them, in one query (a disjunction, each side on
    // its own index): every dashboard visit makes it, and as two queries it answered in 1.66× the
    // time of the direct read under load (`npm run bench`, api), as one in 1.15–1.3×.
    async listReadings(userId) {
      const found = await readings
        .where(Filter.or(Filter.where('userId', '==', userId), Filter.where('partnerUserId', '==', userId)))
        .orderBy('createdAt', 'desc')
        .get();
      return found.docs.map((doc) => toReadingRecord(doc.data())).filter((r) => r.userId === userId || r.partnerView);
    },

    async latestPalmReading(userId) {
      const snap = await readings
        .where('userId', '==', userId)
        .where('readingType', 'in', ['FIRST_PALM_READING', 'FULL_ANALYSIS'])
        .orderBy('createdAt', 'desc')
        .limit(1)
        .get();
      const newest = snap.empty ? null : toReadingRecord(snap.docs[0]!.data());
      return newest && isPalmReading(newest) ? newest : null;
    },

    async findSharedReading(shareId) {
      const snap = await db.collection(COLLECTIONS.sharedReadings).doc(shareId).get();
      return snap.exists && snap.get('isPublic') === true ? toSharedReadingRecord(snap.data()!) : null;
    },

    async publishSharedReading(reading, ownerName) {
      // Read again in the transaction that writes: the owner may have made it private or deleted it
      // since the visitor's request read it, and that change (which removes the projection in its
      // own transaction) must not be undone.
      return db.runTransaction(async (tx) => {
        const current = await tx.get(readings.doc(reading.id));
        if (!current.exists || current.get('isPublic') !== true) return false;
        tx.set(db.collection(COLLECTIONS.sharedReadings).doc(reading.shareId), sharedProjection(reading, ownerName));
        return true;
      });
    },

    async addViews(shareId, count) {
      const snap = await readings.where('shareId', '==', shareId).limit(1).get();
      // A reading deleted meanwhile has no views left to count.
      if (!snap.empty) await snap.docs[0]!.ref.update({ viewCount: FieldValue.increment(count) });
    },

    async photoInUse(userId, imagePath) {
      const found = await readings.where('userId', '==', userId).where('imagePath', '==', imagePath).limit(1).get();
      return !found.empty;
    },

    exportUser: (userId) => exportUser(db, userId),
    beginAccountDeletion: (userId, now) => beginAccountDeletion(db, userId, now),
    deleteAccount: (userId, now) => deleteAccount(db, phoneKey, userId, now),
  };
}
