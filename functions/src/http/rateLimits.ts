/**
 * Per-client rate limits on the calls worth abusing: sign-in (by address); uploads, refused ones
 * included, and subscription starts (each a Stripe call) by user, so signing in again does not reset
 * them; shared-reading views, photos, health checks and link previews (by address). Counters live in
 * each function instance's memory, so the limits hold per instance: they slow a single abusive
 * client, not a distributed one (the per-user credit transactions hold everywhere regardless).
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
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
  /** Starting a subscription: a Stripe call each time. */
  subscribe: RateLimit;
  /** Photos, the health check and link previews. */
  reads: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { windowMs: 10 * 60_000, limit: 20 },
  upload: { windowMs: 60 * 60_000, limit: 30 },
  sharedViews: { windowMs: 60_000, limit: 300 },
  subscribe: { windowMs: 10 * 60_000, limit: 10 },
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

function limiter(rule: RateLimit, key: Key): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    // Hosting and Cloud Run sit in front of the app, so Express trusts their forwarding headers.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (_req, res) => sendError(res, 'rateLimited'),
  });
}

const pass: RequestHandler = (_req, _res, next) => next();

export function rateLimiters(limits: RateLimits | null, sessions: Pick<Sessions, 'session'>) {
  return {
    signIn: limits ? limiter(limits.signIn, byAddress) : pass,
    upload: limits ? limiter(limits.upload, byUser(sessions)) : pass,
    sharedViews: limits ? limiter(limits.sharedViews, byAddress) : pass,
    subscribe: limits ? limiter(limits.subscribe, byUser(sessions)) : pass,
    reads: limits ? limiter(limits.reads, byAddress) : pass,
  };
}
