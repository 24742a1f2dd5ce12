/**
 * The API's test kit: the one entry point the repository's scripts (npm test, npm run bench) and
 * the browser journeys (web/e2e) use to reach the API's test support, and the way an API test in
 * http/ wires an adapter itself (the lint fences keep http/ from importing data/). Nothing here is deployed:
 * functions/lib is built from src/ alone.
 */
import { PROJECT_ID } from './apiHarness.js';

export { signIn, storedPalmPhotos, uploadForm, type SignedInClient } from './apiHarness.js';
export { startServer, type Running } from './childProcesses.js';
export { drawnPalmsEnv } from './drawnPalms.js';
export { palmJpeg, type PalmDrawing } from './palmPhotos.js';
export { DOUBLE_ENV, E2E_DOUBLE_PORT, StripeDouble } from './stripeDouble.js';
export {
  analysePhoto,
  createMediapipeHandDetector,
  createReadingEngine,
  DECODE_LIMITS,
  UnreadablePalmError,
  type HandDetector,
  type PhotoAnalysis,
} from '../src/reading/index.js';

/** Server scripts of this kit that `startServer` runs: the API on drawn palms, and a bare Firestore read. */
export const SERVER_SCRIPTS = { api: 'test/apiServer.ts', directRead: 'test/directReadServer.ts' } as const;

/**
 * The local stack's Firestore (the emulator), as the API sees it, for journeys that check what is
 * stored. Never used against a real project: it names the emulator's demo project.
 */
export async function stackFirestore() {
  const [{ initializeApp, getApps }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ]);
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app =
    getApps().find((a) => a.name === 'stack-check') ?? initializeApp({ projectId: PROJECT_ID }, 'stack-check');
  return getFirestore(app);
}
export { firestoreRateLimitStore } from '../src/data/firestoreRateLimitStore.js';
export { batchedRateLimitStore } from '../src/data/batchedRateLimitStore.js';
export {
  featuresNamedOften,
  headlineFields,
  imagesSaidTwice,
  readingContradictions,
  sharedSentences,
  wordsFigures,
} from './readingWords.js';
