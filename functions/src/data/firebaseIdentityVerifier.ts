import type { Auth } from 'firebase-admin/auth';
import { IdentityError, type IdentityVerifier } from '../domain/identity.js';

/** Verifies ID tokens with firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function createFirebaseIdentityVerifier(auth: Auth): IdentityVerifier {
  return {
    async verifyIdToken(token) {
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return { uid: decoded.uid, phoneNumber: decoded.phone_number ?? null };
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'auth/id-token-expired')
          throw new IdentityError('expired', 'Your sign-in has expired. Please verify your phone number again.');
        if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
          throw new IdentityError('revoked', 'This sign-in is no longer valid. Please verify your phone number again.');
        }
        if (code === 'auth/user-not-found')
          throw new IdentityError('invalid', 'This account no longer exists. Please verify your phone number again.');
        if (code.startsWith('auth/'))
          throw new IdentityError('invalid', 'We could not verify your sign-in. Please try again.');
        throw new IdentityError('unavailable', 'Sign-in is unavailable right now. Please try again in a moment.');
      }
    },

    async deleteIdentity(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (err) {
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
      }
    },
  };
}
