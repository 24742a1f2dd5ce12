import type { Auth } from 'firebase-admin/auth';
import { IdentityError, type IdentityVerifier } from '../domain/identity.js';

/** An identity already gone is what was wanted. */
async function ignoringGone(call: Promise<void>): Promise<void> {
  try {
    await call;
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
}

/** Verifies ID tokens with firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function createFirebaseIdentityVerifier(auth: Auth): IdentityVerifier {
  return {
    async verifyIdToken(token) {
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return { uid: decoded.uid, phoneNumber: decoded.phone_number ?? null };
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'auth/id-token-expired') throw new IdentityError('expired', code);
        if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') throw new IdentityError('revoked', code);
        if (code === 'auth/user-not-found') throw new IdentityError('gone', code);
        if (code.startsWith('auth/')) throw new IdentityError('invalid', code);
        throw new IdentityError('unavailable', code || 'no code');
      }
    },

    async deleteIdentity(uid) {
      await ignoringGone(auth.deleteUser(uid));
    },

    async revokeTokens(uid) {
      await ignoringGone(auth.revokeRefreshTokens(uid));
    },
  };
}
