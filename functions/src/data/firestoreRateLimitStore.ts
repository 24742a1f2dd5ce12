/**
 * express-rate-limit's Store over Firestore, so a limit counts every instance's requests, not one
 * instance's, over a sliding window (domain/slidingWindow.ts): a counter document per client key and
 * fixed window (rateLimits/{name}-{hash}-{window}), the current one and the one before it read
 * together. Counted in a transaction: each request reads the counts and adds its own hit in one step,
 * so it sees exactly the hits before it (an increment followed by a separate read saw the hits of
 * everything that arrived meanwhile: ten requests at once against a limit of five all saw ten, and
 * none went through). Keys (user ids, addresses) are stored only as a hash, and each document carries
 * expireAt (the end of the window after its own, while it still counts) for Firestore's TTL policy
 * (firestore.indexes.json) to remove it.
 *
 * Used for the costly, low-volume routes (sign-in, uploads, subscription starts, exports, account
 * deletion): one counter write per request is well within a document's sustained write rate there.
 */
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { COLLECTIONS } from './converters.js';
import { fixedWindow, overUntil, slidingHits } from '../domain/slidingWindow.js';
import { sha256Key } from '../domain/ids.js';

/**
 * A client's counter documents of one limit, by fixed window: rateLimits/{name}-{hash}-{window}, the
 * key kept only as a hash. Both stores (this one and batchedRateLimitStore.ts) count in them.
 */
export function rateLimitCounters(
  db: Firestore,
  name: string,
  key: string,
): { hash: string; of(window: number): DocumentReference } {
  const hash = sha256Key(key).slice(0, 32);
  return { hash, of: (window) => db.collection(COLLECTIONS.rateLimits).doc(`${name}-${hash}-${window}`) };
}

/** How many over-limit counters one store remembers (one per flooding client key). */
const MAX_OVER = 10_000;

/** `now` says which window a request falls in (the clock; a test holds it inside one window). */
export function firestoreRateLimitStore(db: Firestore, name: string, now: () => number = Date.now): Store {
  let windowMs = 60_000;
  const slot = (key: string) => {
    const at = now();
    const window = fixedWindow(at, windowMs);
    const counters = rateLimitCounters(db, name, key);
    return {
      at,
      hash: counters.hash,
      ref: counters.of(window.index),
      previousRef: counters.of(window.index - 1),
      resetTime: new Date(window.end),
    };
  };
  const hitsIn = (snap: FirebaseFirestore.DocumentSnapshot) => (snap.get('hits') as number | undefined) ?? 0;

  let limit = Infinity;
  /**
   * Clients this instance has seen over their limit, and until when they stay over it: a flood's
   * further hits are refused from memory, without a transaction each (within that time the counts
   * can only say "over").
   */
  const over = new Map<string, ClientRateLimitInfo & { until: number }>();

  return {
    prefix: `${name}:`,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
      if (typeof options.limit === 'number') limit = options.limit;
    },
    async get(key): Promise<ClientRateLimitInfo | undefined> {
      const { at, ref, previousRef, resetTime } = slot(key);
      const [previous, current] = await db.getAll(previousRef, ref);
      if (!previous!.exists && !current!.exists) return undefined;
      return {
        totalHits: slidingHits({ previous: hitsIn(previous!), current: hitsIn(current!) }, at, windowMs),
        resetTime,
      };
    },
    async increment(key): Promise<ClientRateLimitInfo> {
      const { at, hash, ref, previousRef, resetTime } = slot(key);
      const known = over.get(hash);
      if (known && at < known.until) return { totalHits: known.totalHits + 1, resetTime };
      const counts = await db.runTransaction(async (tx) => {
        const [previous, current] = await tx.getAll(previousRef, ref);
        const hits = hitsIn(current!) + 1;
        tx.set(ref, { hits, expireAt: new Date(resetTime.getTime() + windowMs) });
        return { previous: hitsIn(previous!), current: hits };
      });
      const totalHits = slidingHits(counts, at, windowMs);
      if (totalHits > limit) {
        // Entries no longer over go first; the map holds at most the floods of the moment.
        for (const [id, info] of over) if (info.until <= at) over.delete(id);
        if (over.size < MAX_OVER)
          over.set(hash, { totalHits, resetTime, until: overUntil(counts, limit, at, windowMs) });
      } else {
        over.delete(hash);
      }
      return { totalHits, resetTime };
    },
    async decrement(key) {
      await slot(key).ref.set({ hits: FieldValue.increment(-1) }, { merge: true });
    },
    async resetKey(key) {
      const { hash, ref, previousRef } = slot(key);
      over.delete(hash);
      await Promise.all([ref.delete(), previousRef.delete()]);
    },
  };
}
