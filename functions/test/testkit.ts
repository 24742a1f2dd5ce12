/**
 * The API's test kit: the one entry point the repository's scripts (npm test, npm run bench) and
 * the browser journeys (web/e2e) use to reach the API's test support. Nothing here is deployed:
 * functions/lib is built from src/ alone.
 */
export { signIn, uploadForm, type SignedInClient } from './apiHarness.js';
export { startServer, type Running } from './childProcesses.js';
export { drawnPalmsEnv } from './drawnPalms.js';
export { palmJpeg, type PalmDrawing } from './palmPhotos.js';
export { DOUBLE_ENV, E2E_DOUBLE_PORT, StripeDouble } from './stripeDouble.js';
export { createReadingEngine } from '../src/reading/readingEngine.js';
export { createHumanHandDetector } from '../src/reading/hand/humanHandDetector.js';
export { UnreadablePalmError } from '../src/reading/palmMeasures.js';

/** Server scripts of this kit that `startServer` runs: the API on drawn palms, and a bare Firestore read. */
export const SERVER_SCRIPTS = { api: 'test/apiServer.ts', directRead: 'test/directReadServer.ts' } as const;
