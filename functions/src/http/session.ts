/**
 * Sessions: an HttpOnly `__session` cookie (the only cookie Firebase Hosting forwards) holding a
 * random id that points at a session record in the store, which expires. Each API instance keeps
 * the records it has read for SESSION_CACHE_MS, so most calls need no session read at all; a
 * logout on another instance is therefore honoured there within that time.
 */
import { parse as parseCookies } from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { DomainError } from '../domain/DomainError.js';
import type { SessionRecord, UserRecord } from '../domain/entities.js';
import { isSessionId } from '../domain/ids.js';
import type { PalmeStore } from '../domain/store.js';
import { SESSION_TTL_MS } from '../usecases/signIn.js';

export const SESSION_COOKIE = '__session';
export const SESSION_CACHE_MS = 30_000;
const CACHE_LIMIT = 10_000;

export interface SignedIn {
  session: SessionRecord;
  user: UserRecord;
}

export const notLoggedIn = () => new DomainError('notAuthenticated');

export function sessionIdOf(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const sid = parseCookies(header)[SESSION_COOKIE];
  return isSessionId(sid) ? sid : null;
}

export interface Sessions {
  /** The live session of this request, or null (looked up once per request). */
  session(req: IncomingMessage): Promise<SessionRecord | null>;
  /** The live session and its user, or null. */
  signedIn(req: IncomingMessage): Promise<SignedIn | null>;
  /** 401 unless the request has a live session. */
  requireSession: RequestHandler;
  /** 401 unless the request has a live session whose user exists. */
  requireUser: RequestHandler;
  currentSession(req: IncomingMessage): Promise<SessionRecord>;
  currentUser(req: IncomingMessage): Promise<UserRecord>;
  remember(session: SessionRecord): void;
  forget(sid: string): void;
}

export function createSessions(store: PalmeStore, clock: () => Date, cacheMs = SESSION_CACHE_MS): Sessions {
  const cache = new Map<string, { session: SessionRecord; until: number }>();
  const perRequestSession = new WeakMap<IncomingMessage, Promise<SessionRecord | null>>();
  const perRequestUser = new WeakMap<IncomingMessage, Promise<SignedIn | null>>();
  const live = (s: SessionRecord | null) => (s && s.expire.getTime() > clock().getTime() ? s : null);

  const remember = (session: SessionRecord) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(session.sid, { session, until: Date.now() + cacheMs });
  };

  const lookup = async (sid: string): Promise<SessionRecord | null> => {
    const hit = cache.get(sid);
    if (hit && hit.until > Date.now()) return live(hit.session);
    const session = await store.findSession(sid);
    if (session) remember(session);
    else cache.delete(sid);
    return live(session);
  };

  const sessions: Sessions = {
    session(req) {
      let pending = perRequestSession.get(req);
      if (!pending) {
        const sid = sessionIdOf(req);
        pending = sid ? lookup(sid) : Promise.resolve(null);
        perRequestSession.set(req, pending);
      }
      return pending;
    },
    signedIn(req) {
      let pending = perRequestUser.get(req);
      if (!pending) {
        pending = sessions.session(req).then(async (session) => {
          if (!session) return null;
          const user = await store.findUser(session.sess.userId);
          return user ? { session, user } : null;
        });
        perRequestUser.set(req, pending);
      }
      return pending;
    },
    requireSession: async (req, _res, next) => {
      if (!(await sessions.session(req))) throw notLoggedIn();
      next();
    },
    requireUser: async (req, _res, next) => {
      if (!(await sessions.signedIn(req))) throw notLoggedIn();
      next();
    },
    async currentSession(req) {
      const session = await sessions.session(req);
      if (!session) throw notLoggedIn();
      return session;
    },
    async currentUser(req) {
      const signedIn = await sessions.signedIn(req);
      if (!signedIn) throw notLoggedIn();
      return signedIn.user;
    },
    remember,
    forget: (sid) => void cache.delete(sid),
  };
  return sessions;
}

/** The cookie is Secure unless configuration says the app is served over plain HTTP (the local emulators). */
export function setSessionCookie(res: Response, sid: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, sid, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS,
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}
