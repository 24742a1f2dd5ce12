/**
 * Sessions: an HttpOnly `__session` cookie (the only cookie Firebase Hosting forwards) holding a
 * random id that points at a session record in the store (kept under a hash of the id:
 * data/sessionKey.ts), which expires.
 *
 * Every request reads its session record, so a logout, "sign out everywhere" or a deleted account
 * takes effect at once on every instance; no instance trusts a copy. What an instance remembers is
 * only whose each session it has seen is (`remember`), so the read a request needs besides the session
 * (its user, its reading list) starts beside the session read instead of after it. Nothing read
 * that way is used before the session read says the session is live and belongs to that user.
 */
import { parse as parseCookies } from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { DomainError } from '../domain/DomainError.js';
import type { SessionRecord, UserRecord } from '../domain/entities.js';
import { isSessionId } from '../domain/ids.js';
import type { AccountStore, SessionStore } from '../domain/store.js';
import { SESSION_TTL_MS } from '../usecases/signIn.js';

export const SESSION_COOKIE = '__session';
const OWNERS_LIMIT = 10_000;

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
  /** The live session of this request, or null (read once per request). */
  session(req: IncomingMessage): Promise<SessionRecord | null>;
  /** The live session and its user, or null. */
  signedIn(req: IncomingMessage): Promise<SignedIn | null>;
  /**
   * A read for the signed-in user (its result is returned only if the session is live and theirs;
   * 401 otherwise). It must only read: it may start before the session is confirmed.
   */
  readForUser<T>(req: IncomingMessage, read: (userId: string) => Promise<T>): Promise<T>;
  /** 401 unless the request has a live session. */
  requireSession: RequestHandler;
  /** 401 unless the request has a live session whose user exists. */
  requireUser: RequestHandler;
  currentSession(req: IncomingMessage): Promise<SessionRecord>;
  currentUser(req: IncomingMessage): Promise<UserRecord>;
  /** Notes whose session this is (a new sign-in), so its first requests read in parallel too. */
  remember(session: SessionRecord): void;
  forget(sid: string): void;
}

export function createSessions(store: SessionStore & Pick<AccountStore, 'findUser'>, clock: () => Date): Sessions {
  /** Session id → user id, for the sessions this instance has seen: a guess to read ahead with, never proof. */
  const owners = new Map<string, string>();
  const perRequestSession = new WeakMap<IncomingMessage, Promise<SessionRecord | null>>();
  const perRequestUser = new WeakMap<IncomingMessage, Promise<SignedIn | null>>();

  const remember = (session: SessionRecord) => {
    if (owners.size >= OWNERS_LIMIT && !owners.has(session.sid)) owners.delete(owners.keys().next().value!);
    owners.set(session.sid, session.sess.userId);
  };

  const lookup = async (sid: string): Promise<SessionRecord | null> => {
    const session = await store.findSession(sid);
    if (session && session.expire.getTime() > clock().getTime()) {
      remember(session);
      return session;
    }
    owners.delete(sid);
    return null;
  };

  /** Runs `read` for the session's user, beside the session read when this instance knows whose it is. */
  const alongside = async <T>(req: IncomingMessage, read: (userId: string) => Promise<T>) => {
    const sid = sessionIdOf(req);
    const guess = sid ? owners.get(sid) : undefined;
    const early = guess === undefined ? null : read(guess);
    // A guess whose session turns out gone or someone else's is dropped, its failure with it.
    early?.catch(() => {});
    const session = await sessions.session(req);
    if (!session) return null;
    const value = early && session.sess.userId === guess ? await early : await read(session.sess.userId);
    return { session, value };
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
        pending = alongside(req, (userId) => store.findUser(userId)).then((found) =>
          found?.value ? { session: found.session, user: found.value } : null,
        );
        perRequestUser.set(req, pending);
      }
      return pending;
    },
    async readForUser(req, read) {
      const found = await alongside(req, read);
      if (!found) throw notLoggedIn();
      return found.value;
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
    forget: (sid) => void owners.delete(sid),
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

/**
 * The answer that ends a session on this device: the cookie goes, and the browser is asked to drop
 * its HTTP cache for the site (the palm photos and shared pages it revalidates rather than
 * re-downloads). What the app keeps itself (IndexedDB, local storage) the app clears (web/src/data/forgetDevice.ts).
 */
export function endSessionOnDevice(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
  res.set(CLEAR_DEVICE_CACHE);
}

/** What ending a session asks of the device's browser beside the cookie: its HTTP cache for the site, gone. */
export const CLEAR_DEVICE_CACHE = { 'Clear-Site-Data': '"cache"' };

/**
 * The headers of a 401 to a request whose cookie names an ended session (signed out everywhere, or
 * expired), answered without Express (errorMiddleware.ts answerError): the device forgets the cookie
 * and the cache, as a logout on the device itself would.
 */
export const ENDED_SESSION_HEADERS = {
  'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
  ...CLEAR_DEVICE_CACHE,
};
