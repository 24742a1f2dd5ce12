import express, { Router, type RequestHandler } from 'express';
import { API_PATTERNS } from '../contract/paths.js';
import { signInRequestSchema } from '../contract/user.js';
import { signIn, signOut, signOutEverywhere, verifyPhoneIdentity, type SignInPorts } from '../usecases/signIn.js';
import type { AppContext } from './deps.js';
import { routesOn, type RouteContext } from './route.js';
import { endSessionOnDevice, sessionIdOf, setSessionCookie } from './session.js';
import { userToWire } from './toWire.js';
import { sha256Key } from '../domain/ids.js';
import { keepVerifiedIdentity, requireVerifiedIdentity } from './verifiedIdentity.js';
import { parseInput } from './validate.js';

/** A browser's random id as the app makes it (web/src/lib/browserStorage.ts deviceId). */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

const bearerToken = (header: string | undefined): string | null => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

/** Sign-in with a phone identity token, the current user, logout, and logout on every device. */
export function authRouter(
  deps: SignInPorts & Pick<AppContext, 'sessions' | 'secureCookies'>,
  context: RouteContext,
): Router {
  const router = Router();
  const on = routesOn(router, context);

  // The token is verified before the sign-in counts: a forged or expired one is refused without
  // spending anyone's allowance, and the limit counts the verified identity (rateLimits.ts).
  const verifyToken: RequestHandler = async (req, _res, next) => {
    keepVerifiedIdentity(req, await verifyPhoneIdentity(deps, bearerToken(req.header('authorization'))));
    next();
  };
  const signInRoute = {
    method: 'post',
    path: API_PATTERNS.authFirebase,
    session: 'anyone',
    before: [verifyToken],
    limits: ['signIn'],
  } as const;
  on(signInRoute, express.json({ limit: '16kb' }), async (req, res) => {
    const identity = requireVerifiedIdentity(req);
    const body = parseInput(signInRequestSchema, req.body ?? {}, 'sign-in request');
    const previousSessionId = sessionIdOf(req);
    if (previousSessionId) deps.sessions.forget(previousSessionId);
    const { user, session } = await signIn(deps, {
      identity,
      displayName: body.displayName,
      referrerId: body.referrerId ?? null,
      shareId: body.shareId ?? null,
      // Kept as a hash, like a session id: whoever reads the store holds no id a browser sends.
      deviceKey: body.deviceId && DEVICE_ID.test(body.deviceId) ? sha256Key(body.deviceId) : null,
      previousSessionId,
    });
    deps.sessions.remember(session);
    setSessionCookie(res, session.sid, deps.secureCookies);
    res.json(userToWire(user, deps.clock()));
  });

  const userRoute = { method: 'get', path: API_PATTERNS.authUser, session: 'user', limits: ['ownData'] } as const;
  on(userRoute, async (req, res) => {
    res.json(userToWire(await deps.sessions.currentUser(req), deps.clock()));
  });

  // Anyone: logging out twice, or without a session, answers the same.
  const logoutRoute = {
    method: 'post',
    path: API_PATTERNS.authLogout,
    session: 'anyone',
    limits: ['ownData'],
  } as const;
  on(logoutRoute, async (req, res) => {
    const sid = sessionIdOf(req);
    if (sid) {
      deps.sessions.forget(sid);
      await signOut(deps, sid);
    }
    endSessionOnDevice(res, deps.secureCookies);
    res.status(204).end();
  });

  // Every session of the account ends, this one included: a lost or shared phone is signed out at
  // its next request, on whichever instance serves it (every request reads its session: session.ts).
  const everywhere = {
    method: 'post',
    path: API_PATTERNS.authLogoutEverywhere,
    session: 'session',
    limits: ['ownData'],
  } as const;
  on(everywhere, async (req, res) => {
    const session = await deps.sessions.currentSession(req);
    deps.sessions.forget(session.sid);
    await signOutEverywhere(deps, session.sess.userId, session.sess.firebaseUid);
    endSessionOnDevice(res, deps.secureCookies);
    res.status(204).end();
  });

  return router;
}
