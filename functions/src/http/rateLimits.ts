/**
 * Per-client rate limits on the calls worth abusing: sign-in (by address); uploads, refused ones
 * included, subscription starts and account deletions (each a Stripe call) and data exports, by
 * user, so signing in again does not reset them; shared-reading views, photos, health checks and
 * link previews (by address).
 *
 * Where counters live: the costly, low-volume limits (sign-in, uploads, subscriptions, exports)
 * count in a store every instance shares (Firestore: data/firestoreRateLimitStore.ts), so more
 * instances do not mean more allowance. The cheap, high-volume read limits count in each instance's
 * memory: a Firestore write per page view would cost more than the view, and their purpose, slowing
 * one client's flood on the instance it lands on, holds per instance.
 *
 * The client address is Express's req.ip under app.ts's `trust proxy` (only the proxies in front
 * of us), never the leftmost, client-chosen X-Forwarded-For entry.
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { sendError } from './errorMiddleware.js';
import type { Sessions } from './session.js';

export interface RateLimit {
  windowMs: number;
  limit: number;
}

export interface RateLimits {
  signIn: RateLimit;
  upload: RateLimit;
  sharedViews: RateLimit;
  /** Starting a subscription or deleting an account: a Stripe call each time. */
  subscribe: RateLimit;
  /** Data exports: each reads every record and photo of the user. */
  exports: RateLimit;
  /** Photos, the health check and link previews. */
  reads: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // By address: many people can share one (a campus, a carrier's NAT), and each sign-in already
  // carries a phone identity Firebase verified, so this slows floods rather than people.
  signIn: { windowMs: 10 * 60_000, limit: 60 },
  upload: { windowMs: 60 * 60_000, limit: 30 },
  sharedViews: { windowMs: 60_000, limit: 300 },
  subscribe: { windowMs: 10 * 60_000, limit: 10 },
  exports: { windowMs: 60 * 60_000, limit: 10 },
  reads: { windowMs: 60_000, limit: 600 },
};

const byAddress = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
type Key = (req: Request) => string | Promise<string>;

/** The signed-in user (whatever session they came with), or the address of anyone else. */
const byUser =
  (sessions: Pick<Sessions, 'session'>): Key =>
  async (req) => {
    const session = await sessions.session(req);
    return session ? `user:${session.sess.userId}` : byAddress(req);
  };

/** A store all instances share, one per named limit; absent, every limit counts per instance. */
export type SharedCounters = (name: keyof RateLimits) => Store;

function limiter(rule: RateLimit, key: Key, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    ...(store ? { store } : {}),
    // app.ts sets `trust proxy` to exactly the proxies in front of us; the library's guess is not needed.
    validate: { trustProxy: false, xForwardedForHeader: false },
    // A counter store that cannot answer must not take the API down with it: the request goes ahead.
    passOnStoreError: true,
    handler: (_req, res) => sendError(res, 'rateLimited'),
  });
}

const pass: RequestHandler = (_req, _res, next) => next();

export function rateLimiters(limits: RateLimits | null, sessions: Pick<Sessions, 'session'>, shared?: SharedCounters) {
  const limit = (name: keyof RateLimits, key: Key, where: 'shared' | 'instance') =>
    limits ? limiter(limits[name], key, where === 'shared' ? shared?.(name) : undefined) : pass;
  const byUserKey = byUser(sessions);
  return {
    signIn: limit('signIn', byAddress, 'shared'),
    upload: limit('upload', byUserKey, 'shared'),
    subscribe: limit('subscribe', byUserKey, 'shared'),
    exports: limit('exports', byUserKey, 'shared'),
    sharedViews: limit('sharedViews', byAddress, 'instance'),
    reads: limit('reads', byAddress, 'instance'),
  };
}
