/**
 * Sessions: an HttpOnly `__session` cookie (the only cookie Firebase Hosting forwards) holding a
 * random id that points at a session record in the store, which expires.
 */
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { ApiError } from '../domain/ApiError.js';
import type { SessionRecord, UserRecord } from '../domain/entities.js';
import { isSessionId } from '../domain/ids.js';
import type { PalmeStore } from '../domain/store.js';
import { ERROR_CODES } from '../contract/errors.js';

export const SESSION_COOKIE = '__session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SignedIn {
  session: SessionRecord;
  user: UserRecord;
}

const resolved = new WeakMap<Request, Promise<SignedIn | null>>();

export function sessionIdOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const sid = parseCookies(header)[SESSION_COOKIE];
  return isSessionId(sid) ? sid : null;
}

/** The signed-in user of this request, or null; looked up once per request. */
export function signedInUser(req: Request, store: PalmeStore, now: () => Date): Promise<SignedIn | null> {
  let pending = resolved.get(req);
  if (!pending) {
    pending = (async () => {
      const sid = sessionIdOf(req);
      if (!sid) return null;
      const session = await store.findSession(sid);
      if (!session || session.expire.getTime() <= now().getTime()) return null;
      const user = await store.findUser(session.sess.userId);
      return user ? { session, user } : null;
    })();
    resolved.set(req, pending);
  }
  return pending;
}

export const notLoggedIn = () => new ApiError(401, ERROR_CODES.notAuthenticated, 'You are not logged in');

/** Refuses the request with 401 unless a live session comes with it. */
export function requireUser(store: PalmeStore, now: () => Date): RequestHandler {
  return async (req, _res, next) => {
    if (!(await signedInUser(req, store, now))) throw notLoggedIn();
    next();
  };
}

/** The signed-in user of a request that passed requireUser. */
export async function currentUser(req: Request, store: PalmeStore, now: () => Date): Promise<UserRecord> {
  const signedIn = await signedInUser(req, store, now);
  if (!signedIn) throw notLoggedIn();
  return signedIn.user;
}

function isLocalhost(req: Request): boolean {
  return req.hostname === 'localhost' || req.hostname === '127.0.0.1' || req.hostname === '[::1]';
}

export function setSessionCookie(req: Request, res: Response, sid: string): void {
  res.cookie(SESSION_COOKIE, sid, {
    httpOnly: true,
    secure: !isLocalhost(req),
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: !isLocalhost(req), sameSite: 'lax', path: '/' });
}
