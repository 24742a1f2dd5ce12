import type { RequestHandler } from 'express';
import { DomainError } from '../domain/DomainError.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * State-changing requests must come from our own pages (the session cookie's SameSite=Lax is not
 * enough on its own). Browsers say where a request comes from: Sec-Fetch-Site (all current ones) or,
 * failing that, Origin, which must name this host (or the host Hosting forwarded for). A request
 * with neither is not from a browser page (a server, a script, Stripe's webhook) and carries no
 * cookie a page could have lent it.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.header('sec-fetch-site');
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return next();
    throw new DomainError('forbiddenOrigin');
  }
  const origin = req.header('origin');
  if (origin === undefined) return next();
  const ours = [req.header('host'), req.header('x-forwarded-host')].filter(Boolean);
  const host = hostOf(origin);
  if (host && ours.includes(host)) return next();
  throw new DomainError('forbiddenOrigin');
};
