/**
 * Per-client rate limits on the calls worth abusing: sign-in (by address), uploads (by session)
 * and shared-reading views (by address). Counters live in each function instance's memory, so the
 * limits hold per instance: they slow a single abusive client, not a distributed one.
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { sendError } from './errorMiddleware.js';
import { sessionIdOf } from './session.js';

export interface RateLimit {
  windowMs: number;
  limit: number;
}

export interface RateLimits {
  signIn: RateLimit;
  upload: RateLimit;
  sharedViews: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { windowMs: 10 * 60_000, limit: 20 },
  upload: { windowMs: 60 * 60_000, limit: 30 },
  sharedViews: { windowMs: 60_000, limit: 300 },
};

const byAddress = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const bySession = (req: Request) => sessionIdOf(req) ?? byAddress(req);

function limiter(rule: RateLimit, key: (req: Request) => string): RequestHandler {
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

export function rateLimiters(limits: RateLimits | null) {
  return {
    signIn: limits ? limiter(limits.signIn, byAddress) : pass,
    upload: limits ? limiter(limits.upload, bySession) : pass,
    sharedViews: limits ? limiter(limits.sharedViews, byAddress) : pass,
  };
}
