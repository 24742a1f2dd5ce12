import express, { Router } from 'express';
import { signInRequestSchema } from '../contract/user.js';
import { signIn, signOut, signOutEverywhere, verifyPhoneIdentity, type SignInPorts } from '../usecases/signIn.js';
import type { AppContext } from './deps.js';
import { endSessionOnDevice, sessionIdOf, setSessionCookie } from './session.js';
import { userToWire } from './toWire.js';
import { parseInput } from './validate.js';

const bearerToken = (header: string | undefined): string | null => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

/** Sign-in with a phone identity token, the current user, logout, and logout on every device. */
export function authRouter(deps: SignInPorts & Pick<AppContext, 'sessions' | 'secureCookies'>): Router {
  const router = Router();

  router.post('/auth/firebase', express.json({ limit: '16kb' }), async (req, res) => {
    const identity = await verifyPhoneIdentity(deps, bearerToken(req.header('authorization')));
    const body = parseInput(signInRequestSchema, req.body ?? {}, 'sign-in request');
    const previousSessionId = sessionIdOf(req);
    if (previousSessionId) deps.sessions.forget(previousSessionId);
    const { user, session } = await signIn(deps, {
      identity,
      displayName: body.displayName,
      referrerId: body.referrerId ?? null,
      shareId: body.shareId ?? null,
      previousSessionId,
    });
    deps.sessions.remember(session);
    setSessionCookie(res, session.sid, deps.secureCookies);
    res.json(userToWire(user, deps.clock()));
  });

  router.get('/auth/user', deps.sessions.requireUser, async (req, res) => {
    res.json(userToWire(await deps.sessions.currentUser(req), deps.clock()));
  });

  router.post('/auth/logout', async (req, res) => {
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
  router.post('/auth/logout-everywhere', deps.sessions.requireSession, async (req, res) => {
    const session = await deps.sessions.currentSession(req);
    deps.sessions.forget(session.sid);
    await signOutEverywhere(deps, session.sess.userId);
    endSessionOnDevice(res, deps.secureCookies);
    res.status(204).end();
  });

  return router;
}
