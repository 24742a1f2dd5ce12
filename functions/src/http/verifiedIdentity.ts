/**
 * The phone identity a sign-in request's token was verified as, kept for the rest of the request: the
 * sign-in route verifies the token before anything counts against a limit (an unverified token is
 * refused without spending anyone's allowance), and its limit then counts that identity, not the
 * address it came from (rateLimits.ts).
 */
import type { IncomingMessage } from 'node:http';
import { DomainError } from '../domain/DomainError.js';
import type { VerifiedPhone } from '../usecases/signIn.js';

const verified = new WeakMap<IncomingMessage, VerifiedPhone>();

export function keepVerifiedIdentity(req: IncomingMessage, identity: VerifiedPhone): void {
  verified.set(req, identity);
}

/** The identity this request's token was verified as, or null before (or without) verification. */
export function verifiedIdentityOf(req: IncomingMessage): VerifiedPhone | null {
  return verified.get(req) ?? null;
}

/** The identity the sign-in route verified before counting (authRouter.ts); 401 when there is none. */
export function requireVerifiedIdentity(req: IncomingMessage): VerifiedPhone {
  const identity = verified.get(req);
  if (!identity) throw new DomainError('authFailed');
  return identity;
}
