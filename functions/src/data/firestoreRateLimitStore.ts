/**
 * express-rate-limit's Store over Firestore, so a limit counts every instance's requests, not one
 * instance's: a counter document per client key and fixed window (rateLimits/{name}-{hash}-{window}),
 * counted in a transaction: each request reads the count and adds its own hit in one step, so it sees
 * exactly the hits before it (an increment followed by a separate read saw the hits of everything that
 * arrived meanwhile: ten requests at once against a limit of five all saw ten, and none went
 * through). Keys (user ids, addresses) are stored only as a hash, and each document carries expireAt
 * for Firestore's TTL policy (firestore.indexes.json) to remove it.
 *
 * Used for the costly, low-volume routes (sign-in, uploads, subscription starts, exports, account
 * deletion): one counter write per request is well within a document's sustained write rate there.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { COLLECTIONS } from './converters.js';

/** `now` says which window a request falls in (the clock; a test holds it inside one window). */
export function firestoreRateLimitStore(db: Firestore, name: string, now: () => number = Date.now): Store {
  let windowMs = 60_000;
  const slot = (key: string) => {
    const window = Math.floor(now() / windowMs);
    const hash = createHash('sha256').update(key).digest('base64url').slice(0, 32);
    return {
      ref: db.collection(COLLECTIONS.rateLimits).doc(`${name}-${hash}-${window}`),
      resetTime: new Date((window + 1) * windowMs),
    };
  };

  return {
    prefix: `${name}:`,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async get(key): Promise<ClientRateLimitInfo | undefined> {
      const { ref, resetTime } = slot(key);
      const snap = await ref.get();
      return snap.exists ? { totalHits: (snap.get('hits') as number) ?? 0, resetTime } : undefined;
    },
    async increment(key): Promise<ClientRateLimitInfo> {
      const { ref, resetTime } = slot(key);
      const totalHits = await db.runTransaction(async (tx) => {
        const hits = (((await tx.get(ref)).get('hits') as number | undefined) ?? 0) + 1;
        tx.set(ref, { hits, expireAt: new Date(resetTime.getTime() + windowMs) });
        return hits;
      });
      return { totalHits, resetTime };
    },
    async decrement(key) {
      await slot(key).ref.set({ hits: FieldValue.increment(-1) }, { merge: true });
    },
    async resetKey(key) {
      await slot(key).ref.delete();
    },
  };
}
