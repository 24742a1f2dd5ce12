/**
 * Per-client rate limits on every call: sign-in (by the verified identity); uploads, refused ones
 * included, by user per hour and per day, and by address (many accounts from one place), since every upload costs
 * a decode and a hand search whether or not it is read; subscription starts and account deletions
 * (each a Stripe call) and data exports, by user, so signing in again does not reset them;
 * shared-reading views, photos, health checks and link previews, and a signed-in user's own calls
 * (their list, a reading, eligibility, compatibility, changing or deleting a reading), by address.
 *
 * Where counters live: every limit counts in a store all instances share, so more instances do not
 * mean more allowance. The costly, low-volume ones (sign-in, uploads, subscriptions, exports) count
 * each hit at once, in a transaction (data/firestoreRateLimitStore.ts); the cheap, high-volume read
 * limits count in each instance's memory and share their counts in batches
 * (data/batchedRateLimitStore.ts): a Firestore write per page view would cost more than the view.
 *
 * The client address is what app.ts's trust function says (only the proxies in front of us are
 * believed, as for Express's req.ip), never the leftmost, client-chosen X-Forwarded-For entry. The
 * limiters read only the request's headers and socket and answer with Node's own response methods
 * (draft-7 headers, sendError), so the reads served before Express (hotReads.ts) use them as they are.
 *
 * Nothing counts before the request has shown who it is (route.ts runs the session check, and the
 * sign-in's token check, first): a request with no session or a forged token is refused without
 * spending the allowance of an address others share.
 */
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';
import { DomainError } from '../domain/DomainError.js';
import { sendError } from './errorMiddleware.js';
import { slidingMemoryStore } from './slidingMemoryStore.js';
import type { Sessions } from './session.js';
import { verifiedIdentityOf } from './verifiedIdentity.js';

export interface RateLimit {
  windowMs: number;
  limit: number;
}

export interface RateLimits {
  signIn: RateLimit;
  upload: RateLimit;
  /** Uploads by the same user over a day: a bound on the decode-and-detect runs one account costs. */
  uploadDaily: RateLimit;
  /** Uploads from one address, whatever account: more accounts do not mean more runs. */
  uploadByAddress: RateLimit;
  sharedViews: RateLimit;
  /** Starting or cancelling a subscription, deleting an account: a Stripe call each time. */
  stripeCalls: RateLimit;
  /** Data exports: each reads every record and photo of the user. */
  exports: RateLimit;
  /** Photos, the health check and link previews. */
  reads: RateLimit;
  /** A signed-in user's own calls: the list, a reading, eligibility, compatibility, a reading's visibility or deletion. */
  ownData: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // By the phone identity Firebase verified (the token is verified before it counts): one number's
  // sign-ins, never those of others behind the same address.
  signIn: { windowMs: 10 * 60_000, limit: 20 },
  upload: { windowMs: 60 * 60_000, limit: 30 },
  uploadDaily: { windowMs: 24 * 60 * 60_000, limit: 60 },
  uploadByAddress: { windowMs: 60 * 60_000, limit: 90 },
  sharedViews: { windowMs: 60_000, limit: 300 },
  stripeCalls: { windowMs: 10 * 60_000, limit: 10 },
  exports: { windowMs: 60 * 60_000, limit: 10 },
  reads: { windowMs: 60_000, limit: 600 },
  ownData: { windowMs: 60_000, limit: 300 },
};

/** Which proxies are believed: `(address, hop) => trusted` (app.ts, trustProxies). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

type Key = (req: IncomingMessage) => string | Promise<string>;
const byAddress =
  (trust: TrustProxy): Key =>
  (req) =>
    ipKeyGenerator(proxyaddr(req, trust as (address: string, hop: number) => boolean) || 'unknown');

/** The signed-in user (whatever session they came with), or the address of anyone else. */
const byUser =
  (sessions: Pick<Sessions, 'session'>, address: Key): Key =>
  async (req) => {
    const session = await sessions.session(req);
    return session ? `user:${session.sess.userId}` : address(req);
  };

/**
 * A store all instances share, one per named limit: counting each hit at once ('exact', a
 * transaction per request) or in batches ('batched', for the cheap, high-volume limits). Absent,
 * every limit counts per instance.
 */
export type SharedCounters = (name: keyof RateLimits, counting: 'exact' | 'batched') => Store;

/** The identity a sign-in's token was verified as (verified before the limit counts), else the address. */
const byVerifiedIdentity =
  (address: Key): Key =>
  (req) => {
    const identity = verifiedIdentityOf(req);
    return identity ? `uid:${identity.uid}` : address(req);
  };

/** A shared store whose failure answers 503 unavailable (with Retry-After), whatever it threw. */
function failingAsUnavailable(store: Store): Store {
  const unavailable = (err: unknown) => {
    throw new DomainError('unavailable', { cause: err });
  };
  return {
    ...store,
    init: store.init?.bind(store),
    get: store.get && ((key) => Promise.resolve(store.get!(key)).catch(unavailable)),
    increment: (key) => Promise.resolve(store.increment(key)).catch(unavailable),
    decrement: (key) => Promise.resolve(store.decrement(key)).catch(unavailable),
    resetKey: (key) => Promise.resolve(store.resetKey(key)).catch(unavailable),
  };
}

function limiter(rule: RateLimit, key: Key, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    // draft-7: set with setHeader (draft-8's are appended with Express's res.append).
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req: Request) => key(req),
    // Over a sliding window (domain/slidingWindow.ts), shared or in this instance's memory.
    store: store ? failingAsUnavailable(store) : slidingMemoryStore(),
    // app.ts sets `trust proxy` to exactly the proxies in front of us; the library's guess is not needed.
    // Nor does it need req.ip, which a request served before Express does not have.
    validate: { trustProxy: false, xForwardedForHeader: false, ip: false, forwardedHeader: false },
    // A counter that cannot be kept holds the request back (503, try again): letting it through would
    // turn the limit off exactly when a flood makes its counter hot.
    passOnStoreError: false,
    handler: (_req, res) => sendError(res, 'rateLimited'),
  });
}

const pass: RequestHandler = (_req, _res, next) => next();

export type RateLimiters = Record<keyof RateLimits, RequestHandler>;

export function rateLimiters(
  limits: RateLimits | null,
  sessions: Pick<Sessions, 'session'>,
  trust: TrustProxy,
  shared?: SharedCounters,
): RateLimiters {
  const limit = (name: keyof RateLimits, key: Key, counting: 'exact' | 'batched') =>
    limits ? limiter(limits[name], key, shared?.(name, counting)) : pass;
  const address = byAddress(trust);
  const byUserKey = byUser(sessions, address);
  return {
    signIn: limit('signIn', byVerifiedIdentity(address), 'exact'),
    upload: limit('upload', byUserKey, 'exact'),
    uploadDaily: limit('uploadDaily', byUserKey, 'exact'),
    uploadByAddress: limit('uploadByAddress', address, 'exact'),
    stripeCalls: limit('stripeCalls', byUserKey, 'exact'),
    exports: limit('exports', byUserKey, 'exact'),
    sharedViews: limit('sharedViews', address, 'batched'),
    reads: limit('reads', address, 'batched'),
    ownData: limit('ownData', address, 'batched'),
  };
}
