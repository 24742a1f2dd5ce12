/**
 * Sign in with a verified phone identity: the first sign-in creates the user (and, for a newcomer
 * who came through a friend's link, a pending referral, counted at their first reading:
 * createPalmReading); later sign-ins update the name. Every sign-in starts a new session and ends
 * the one the request came with.
 */
import { DomainError } from '../domain/DomainError.js';
import type { SessionRecord, UserRecord } from '../domain/entities.js';
import { IdentityError } from '../domain/identity.js';
import type { Ports } from './ports.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type SignInPorts = Pick<Ports, 'store' | 'identity' | 'clock' | 'ids'>;

export interface SignInRequest {
  identity: VerifiedPhone;
  displayName: string;
  referrerId: string | null;
  shareId: string | null;
  /** The session the request came with, if any: it ends here. */
  previousSessionId: string | null;
}

export interface SignedInAs {
  user: UserRecord;
  session: SessionRecord;
}

export interface VerifiedPhone {
  uid: string;
  phoneNumber: string;
}

/** Checks the identity token from phone sign-in (null when the request carried none) before anything else. */
export async function verifyPhoneIdentity(
  ports: Pick<Ports, 'identity'>,
  idToken: string | null,
): Promise<VerifiedPhone> {
  if (!idToken) {
    throw new DomainError('authFailed', { details: 'Missing identity token. Please verify your phone number again.' });
  }
  let identity;
  try {
    identity = await ports.identity.verifyIdToken(idToken);
  } catch (err) {
    if (err instanceof IdentityError && err.reason === 'unavailable') {
      throw new DomainError('authUnavailable', { details: err.message, cause: err });
    }
    throw new DomainError('authFailed', {
      details: err instanceof IdentityError ? err.message : undefined,
      cause: err,
    });
  }
  if (!identity.phoneNumber) throw new DomainError('authFailed', { details: 'Please sign in with your phone number.' });
  return { uid: identity.uid, phoneNumber: identity.phoneNumber };
}

export async function signIn(ports: SignInPorts, request: SignInRequest): Promise<SignedInAs> {
  const { store, clock, ids } = ports;
  const { identity } = request;
  const now = clock();
  const { user } = await store.signIn(
    {
      firebaseUid: identity.uid,
      phoneNumber: identity.phoneNumber,
      displayName: request.displayName,
      referrerId: request.referrerId,
      shareId: request.shareId,
    },
    now,
    ids.uuid(),
  );
  if (request.previousSessionId) await store.deleteSession(request.previousSessionId);
  const session: SessionRecord = {
    sid: ids.sessionId(),
    sess: { userId: user.id, firebaseUid: identity.uid },
    expire: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await store.createSession(session);
  return { user, session };
}

/** Ends a session; ending one that is already gone is fine. */
export async function signOut(ports: Pick<Ports, 'store'>, sessionId: string): Promise<void> {
  await ports.store.deleteSession(sessionId);
}

/** Ends every session of the user, on every device; says how many ended. */
export async function signOutEverywhere(ports: Pick<Ports, 'store'>, userId: string): Promise<number> {
  return ports.store.deleteSessionsOf(userId);
}
