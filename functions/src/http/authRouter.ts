import express, { Router } from 'express';
import { signInRequestSchema } from '../contract/user.js';
import { ERROR_CODES } from '../contract/errors.js';
import { ApiError } from '../domain/ApiError.js';
import { IdentityError } from '../domain/identity.js';
import type { AppContext } from './deps.js';
import { clearSessionCookie, SESSION_TTL_MS, sessionIdOf, setSessionCookie } from './session.js';
import { userToWire } from './toWire.js';
import { parseInput } from './validate.js';

const AUTH_FAILED = 'Failed to authenticate with server';

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) {
    throw new ApiError(
      401,
      ERROR_CODES.invalidToken,
      AUTH_FAILED,
      'Missing identity token. Please verify your phone number again.',
    );
  }
  return match[1]!;
}

export function authRouter(deps: AppContext): Router {
  const router = Router();
  const { store, clock } = deps;

  router.post('/auth/firebase', express.json({ limit: '16kb' }), async (req, res) => {
    const token = bearerToken(req.header('authorization'));
    const body = parseInput(signInRequestSchema, req.body ?? {}, 'sign-in request');
    let identity;
    try {
      identity = await deps.identity.verifyIdToken(token);
    } catch (err) {
      if (err instanceof IdentityError && err.reason === 'unavailable') {
        throw new ApiError(503, ERROR_CODES.unavailable, AUTH_FAILED, err.message);
      }
      throw new ApiError(
        401,
        ERROR_CODES.invalidToken,
        AUTH_FAILED,
        err instanceof IdentityError ? err.message : undefined,
      );
    }
    if (!identity.phoneNumber) {
      throw new ApiError(401, ERROR_CODES.invalidToken, AUTH_FAILED, 'Please sign in with your phone number.');
    }
    const now = clock();
    const { user } = await store.signIn(
      {
        firebaseUid: identity.uid,
        phoneNumber: identity.phoneNumber,
        displayName: body.displayName,
        referrerId: body.referrerId ?? null,
        shareId: body.shareId ?? null,
      },
      now,
      deps.ids.uuid(),
    );
    const previous = sessionIdOf(req);
    if (previous) {
      deps.sessions.forget(previous);
      await store.deleteSession(previous);
    }
    const sid = deps.ids.sessionId();
    const session = {
      sid,
      sess: { userId: user.id, firebaseUid: identity.uid },
      expire: new Date(now.getTime() + SESSION_TTL_MS),
    };
    await store.createSession(session);
    deps.sessions.remember(session);
    setSessionCookie(req, res, sid);
    res.json(userToWire(user, now));
  });

  router.get('/auth/user', deps.sessions.requireUser, async (req, res) => {
    res.json(userToWire(await deps.sessions.currentUser(req), clock()));
  });

  router.post('/auth/logout', async (req, res) => {
    const sid = sessionIdOf(req);
    if (sid) {
      deps.sessions.forget(sid);
      await store.deleteSession(sid);
    }
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  return router;
}
