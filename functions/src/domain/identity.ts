/** The identity port: verifies a Firebase ID token from the web app's phone sign-in; deletes an identity. */
import type { IdentityRefusal } from '../contract/errors.js';

export interface VerifiedIdentity {
  uid: string;
  /** E.164, present for phone sign-ins. */
  phoneNumber: string | null;
}

/** Why a token was not accepted; the words for each are the catalogue's (ERROR_DETAILS.identity). */
export class IdentityError extends Error {
  constructor(
    readonly reason: Exclude<IdentityRefusal, 'missing' | 'notPhone'>,
    /** What the identity service said, for the log. */
    message: string = reason,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface IdentityVerifier {
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** Deletes a Firebase identity (its phone number with it); one already gone is fine. */
  deleteIdentity(uid: string): Promise<void>;
  /**
   * Revokes the identity's refresh tokens: an ID token issued before now no longer signs in (sign-in
   * verifies tokens against revocation), so one captured from a lost phone cannot open a new session.
   * One already gone is fine.
   */
  revokeTokens(uid: string): Promise<void>;
}
