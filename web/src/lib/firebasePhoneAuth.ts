/**
 * Firebase phone sign-in with an invisible reCAPTCHA. Imported only by the phone verification
 * screen, so the Firebase SDK loads there and nowhere else. Locally the Auth emulator stands in
 * (VITE_FIREBASE_AUTH_EMULATOR_URL, set by the local build when no real project is configured).
 */
import { initializeApp, getApps } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';

const env = import.meta.env;

function firebaseAuth(): Auth {
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-palme.firebaseapp.com',
      projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-palme',
      appId: env.VITE_FIREBASE_APP_ID || undefined,
    });
  // The server keeps the session (an HttpOnly cookie); Firebase only needs to hand us one ID token.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (env.VITE_FIREBASE_AUTH_EMULATOR_URL)
    connectAuthEmulator(auth, env.VITE_FIREBASE_AUTH_EMULATOR_URL, { disableWarnings: true });
  return auth;
}

let auth: Auth | undefined;

export interface PhoneSignIn {
  sendCode(phoneNumber: string): Promise<ConfirmationResult>;
  dispose(): void;
}

/** Prepares the invisible bot check in `container`. */
export function createPhoneSignIn(container: HTMLElement, onExpired: () => void): PhoneSignIn {
  auth ??= firebaseAuth();
  const currentAuth = auth;
  let verifier: RecaptchaVerifier | undefined;
  const fresh = () => {
    verifier?.clear();
    verifier = new RecaptchaVerifier(currentAuth, container, { size: 'invisible', 'expired-callback': onExpired });
    return verifier;
  };
  fresh();
  return {
    async sendCode(phoneNumber) {
      // A verifier answers one send, whatever its outcome: the next send (another number, or the code
      // again) gets a fresh one. Sent again through a used one, a changed number waited for ever.
      const current = verifier ?? fresh();
      try {
        return await signInWithPhoneNumber(currentAuth, phoneNumber, current);
      } finally {
        fresh();
      }
    },
    dispose() {
      verifier?.clear();
      verifier = undefined;
    },
  };
}

/** The Firebase error code of a thrown error, e.g. 'auth/invalid-phone-number'. */
export function firebaseErrorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string'
    ? (err as { code: string }).code
    : undefined;
}
