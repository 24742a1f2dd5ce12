/** The identity port: verifies a Firebase ID token from the web app's phone sign-in; deletes an identity. */
export interface VerifiedIdentity {
  uid: string;
  /** E.164, present for phone sign-ins. */
  phoneNumber: string | null;
}

export class IdentityError extends Error {
  constructor(
    readonly reason: 'expired' | 'revoked' | 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface IdentityVerifier {
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** Deletes a Firebase identity (its phone number with it); one already gone is fine. */
  deleteIdentity(uid: string): Promise<void>;
}
