/**
 * express-rate-limit's Store for the cheap, high-volume limits (shared views, photos, a user's own
 * calls): counted in this instance's memory at once, and shared with every instance in batches, so
 * more instances do not mean more allowance, without a Firestore write per page view. Once a client
 * has a tenth of its limit in hits not yet shared (and at most every `batchMs`, the hits that came
 * in meanwhile in the next batch), they are sent without a request waiting for it: one increment on the client's counter document of the
 * window, then a read of that window and the one before (the documents of
 * data/firestoreRateLimitStore.ts, counted over the same sliding window). A visitor who opens a page
 * or two costs no write at all. What is not yet shared is not seen by the other instances: a client
 * spread over several instances gets up to a tenth of its limit, and a batch, more from each.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { fixedWindow, slidingHits } from '../domain/slidingWindow.js';
import { rateLimitCounters } from './firestoreRateLimitStore.js';

/** How often, at most, one client's hits are shared (the first time: as soon as there are enough). */
export const BATCH_MS = 2_000;

interface Client {
  window: number;
  /** Hits of the previous and current window as every instance had them at the last share. */
  sharedPrevious: number;
  sharedCurrent: number;
  /** This instance's hits in the current window not yet shared. */
  pending: number;
  sharedAt: number;
  sharing: boolean;
  /** A share is set to run once the batch time is up. */
  scheduled: boolean;
}

export function batchedRateLimitStore(
  db: Firestore,
  name: string,
  options: { now?: () => number; batchMs?: number; log?: (message: string, err: unknown) => void } = {},
): Store {
  const now = options.now ?? Date.now;
  const batchMs = options.batchMs ?? BATCH_MS;
  let windowMs = 60_000;
  let shareEvery = 1;
  const clients = new Map<string, Client>();
  const counter = (key: string, index: number) => rateLimitCounters(db, name, key).of(index);

  /** The client as of the window `index`: what was current is previous once a window turned. */
  const clientAt = (key: string, index: number): Client => {
    const kept = clients.get(key);
    if (kept?.window === index) return kept;
    const moved: Client = {
      window: index,
      sharedPrevious: kept?.window === index - 1 ? kept.sharedCurrent + kept.pending : 0,
      sharedCurrent: 0,
      pending: 0,
      sharedAt: kept?.sharedAt ?? 0,
      sharing: false,
      scheduled: false,
    };
    // The last window's unshared hits are lost to the other instances; this one still counts them.
    clients.set(key, moved);
    return moved;
  };

  async function share(key: string, client: Client): Promise<void> {
    const { window } = client;
    const sending = client.pending;
    client.sharing = true;
    client.sharedAt = now();
    try {
      const ref = counter(key, window);
      if (sending > 0) {
        const expireAt = new Date((window + 2) * windowMs);
        await ref.set({ hits: FieldValue.increment(sending), expireAt }, { merge: true });
        client.pending -= sending; // sent: never sent twice, whatever happens to the read
      }
      const [previous, current] = await db.getAll(counter(key, window - 1), ref);
      if (clients.get(key) !== client) return; // the window turned meanwhile: the next share reads afresh
      client.sharedPrevious = (previous!.get('hits') as number | undefined) ?? 0;
      client.sharedCurrent = (current!.get('hits') as number | undefined) ?? 0;
    } catch (err) {
      // Kept for the next share; meanwhile this instance counts on its own. Said once a minute at
      // most: during an outage every busy client's share fails.
      if (now() - loggedAt >= 60_000) {
        loggedAt = now();
        options.log?.(`could not share the ${name} rate-limit counts`, err);
      }
    } finally {
      client.sharing = false;
    }
    // What came in meanwhile goes in the next batch, even if the client sends nothing more here.
    shareIfDue(key, client);
  }
  let loggedAt = -Infinity;

  /** Shares the client's hits if there are enough and the batch time is up; else sets it to, once. */
  function shareIfDue(key: string, client: Client): void {
    if (client.sharing || client.scheduled || client.pending < shareEvery || clients.get(key) !== client) return;
    const wait = client.sharedAt + batchMs - now();
    if (wait <= 0) {
      void share(key, client);
      return;
    }
    client.scheduled = true;
    setTimeout(() => {
      client.scheduled = false;
      if (clients.get(key) === client && !client.sharing) void share(key, client);
    }, wait).unref();
  }

  const sweep = (index: number) => {
    for (const [key, client] of clients) if (client.window < index - 1) clients.delete(key);
  };
  let sweptAt = -1;

  return {
    prefix: `${name}:`,
    localKeys: false,
    init(init: Options) {
      windowMs = init.windowMs;
      if (typeof init.limit === 'number') shareEvery = Math.max(1, Math.floor(init.limit / 10));
    },
    get(key): ClientRateLimitInfo | undefined {
      const at = now();
      const { index, end } = fixedWindow(at, windowMs);
      if (!clients.has(key)) return undefined;
      const client = clientAt(key, index);
      const totalHits = slidingHits(
        { previous: client.sharedPrevious, current: client.sharedCurrent + client.pending },
        at,
        windowMs,
      );
      return { totalHits, resetTime: new Date(end) };
    },
    increment(key): ClientRateLimitInfo {
      const at = now();
      const { index, end } = fixedWindow(at, windowMs);
      if (sweptAt !== index) {
        sweptAt = index;
        sweep(index);
      }
      const client = clientAt(key, index);
      client.pending += 1;
      shareIfDue(key, client);
      const totalHits = slidingHits(
        { previous: client.sharedPrevious, current: client.sharedCurrent + client.pending },
        at,
        windowMs,
      );
      return { totalHits, resetTime: new Date(end) };
    },
    decrement(key) {
      const client = clients.get(key);
      if (client && client.pending > 0) client.pending -= 1;
    },
    resetKey(key) {
      clients.delete(key);
    },
  };
}
