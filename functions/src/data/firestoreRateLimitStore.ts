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

/** How many over-limit counters one store remembers (one per flooding client key). */
const MAX_OVER = 10_000;

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

  let limit = Infinity;
  /**
   * Counters this instance has seen over their limit, in the window they are over in: a flood's
   * further hits are refused from memory, without a transaction each (the counter can only grow
   * within its window, and the next window is another document).
   */
  const over = new Map<string, ClientRateLimitInfo>();

  return {
    prefix: `${name}:`,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
      if (typeof options.limit === 'number') limit = options.limit;
    },
    async get(key): Promise<ClientRateLimitInfo | undefined> {
      const { ref, resetTime } = slot(key);
      const snap = await ref.get();
      return snap.exists ? { totalHits: (snap.get('hits') as number) ?? 0, resetTime } : undefined;
    },
    async increment(key): Promise<ClientRateLimitInfo> {
      const { ref, resetTime } = slot(key);
      const known = over.get(ref.id);
      if (known) return { totalHits: known.totalHits + 1, resetTime };
      const totalHits = await db.runTransaction(async (tx) => {
        const hits = (((await tx.get(ref)).get('hits') as number | undefined) ?? 0) + 1;
        tx.set(ref, { hits, expireAt: new Date(resetTime.getTime() + windowMs) });
        return hits;
      });
      if (totalHits > limit) {
        // Past windows' entries go first; the map holds at most the floods of the current windows.
        for (const [id, info] of over) if (info.resetTime!.getTime() <= now()) over.delete(id);
        if (over.size < MAX_OVER) over.set(ref.id, { totalHits, resetTime });
      }
      return { totalHits, resetTime };
    },
    async decrement(key) {
      await slot(key).ref.set({ hits: FieldValue.increment(-1) }, { merge: true });
    },
    async resetKey(key) {
      const { ref } = slot(key);
      over.delete(ref.id);
      await ref.delete();
    },
  };
}
