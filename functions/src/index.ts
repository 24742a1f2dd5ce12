/**
 * The Cloud Functions entry point: the one place that reads configuration and wires the real
 * dependencies into createApp. Heavy modules (firebase-admin's Firestore, sharp, Stripe) load on
 * the first request, not at module load, so cold starts and `firebase deploy`'s analysis stay fast.
 */
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Reading, SharedReading } from './contract/reading.js';
import type { User } from './contract/user.js';
import type { Api } from './http/app.js';
import type { Config } from './config.js';
import type { RenderedPage } from './contract/drawnPage.js';
import type { HandDetector } from './reading/index.js';

let appPromise: Promise<Api> | undefined;
let shell: Promise<string> | undefined;

/** The web build's index.html, copied next to the compiled functions by the build (scripts/copySpaShell.ts). */
function readSpaShell(): Promise<string> {
  shell ??= import('node:fs/promises').then((fs) => fs.readFile(new URL('./spa/index.html', import.meta.url), 'utf8'));
  return shell;
}

/**
 * The web app's server rendering (web/src/prerender.tsx), copied here by the build
 * (scripts/copySpaShell.ts); loaded on first use.
 */
interface ServerRender {
  renderSharedReading(shared: SharedReading): Promise<RenderedPage>;
  renderDashboard(user: User, readings: Reading[]): Promise<RenderedPage>;
}
let serverRender: Promise<ServerRender> | undefined;
function loadServerRender() {
  serverRender ??= import(new URL('./spa/render/prerender.js', import.meta.url).href) as Promise<ServerRender>;
  return serverRender;
}
const renderSharedReading = async (shared: SharedReading) => (await loadServerRender()).renderSharedReading(shared);
const renderDashboard = async (user: User, readings: Reading[]) =>
  (await loadServerRender()).renderDashboard(user, readings);

async function handDetectorFor(module: string | null): Promise<HandDetector> {
  if (module) {
    const { pathToFileURL } = await import('node:url');
    const standIn = (await import(pathToFileURL(module).href)) as { createHandDetector(): HandDetector };
    return standIn.createHandDetector();
  }
  return (await import('./reading/index.js')).createMediapipeHandDetector();
}

async function buildApp(): Promise<Api> {
  const { loadConfig } = await import('./config.js');
  const config = loadConfig(process.env);
  const [
    { initializeApp, getApps },
    { getFirestore },
    { getAuth },
    { createApp },
    { DEFAULT_RATE_LIMITS },
    { createFirestoreStore },
    identity,
    blobs,
    engine,
    ids,
    { logSafe },
  ] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('firebase-admin/auth'),
    import('./http/app.js'),
    import('./http/rateLimits.js'),
    import('./data/firestoreStore.js'),
    import('./data/firebaseIdentityVerifier.js'),
    import('./blobs/createBlobStore.js'),
    import('./reading/index.js'),
    import('./domain/ids.js'),
    import('./domain/logSafe.js'),
  ]);
  const { createViewCounter } = await import('./usecases/viewCounter.js');
  const { firestoreRateLimitStore } = await import('./data/firestoreRateLimitStore.js');
  const { batchedRateLimitStore } = await import('./data/batchedRateLimitStore.js');
  const firebaseApp = getApps()[0] ?? initializeApp();
  const db = getFirestore(firebaseApp);
  db.settings({ ignoreUndefinedProperties: true });
  const payments = await paymentsFor(config);
  const store = createFirestoreStore(db, { phoneIndexKey: config.phoneIndexKey });
  const log = (message: string, err?: unknown) =>
    console.error(message, err === undefined ? '' : JSON.stringify(logSafe(err)));
  const views = createViewCounter(store, log);
  // Cloud Run sends SIGTERM before it stops an instance: views counted but not yet written go first.
  process.once('SIGTERM', () => void views.flush());
  return createApp({
    store,
    views,
    blobs: await blobs.createBlobStore(firebaseApp, config.blobDir),
    identity: identity.createFirebaseIdentityVerifier(getAuth(firebaseApp)),
    engine: engine.createReadingEngine(await handDetectorFor(config.handDetectorModule)),
    payments,
    rateLimits: DEFAULT_RATE_LIMITS,
    sharedCounters: (name, counting) =>
      counting === 'exact' ? firestoreRateLimitStore(db, name) : batchedRateLimitStore(db, name, { log }),
    ...(config.trustedProxies ? { trustedProxies: config.trustedProxies } : {}),
    clock: () => new Date(),
    ids: ids.randomIds,
    version: config.version,
    secureCookies: config.secureCookies,
    spaShell: readSpaShell,
    renderSharedReading,
    renderDashboard,
    // Never a raw error: its name, code and message, with phone numbers and tokens taken out.
    log,
  });
}

/** Stripe, where it is configured (the subscription calls refuse otherwise). */
async function paymentsFor(config: Pick<Config, 'stripe'>) {
  return config.stripe ? (await import('./payments/stripePayments.js')).createStripePayments(config.stripe) : null;
}

/**
 * Storage and photos, for the scheduled jobs (no hand model, no Express), with the configuration and
 * Firebase app they were built from, for a job that needs more of them.
 */
async function buildStorage() {
  const { loadConfig } = await import('./config.js');
  const config = loadConfig(process.env);
  const [{ initializeApp, getApps }, { getFirestore }, { createFirestoreStore }, blobs, { logSafe }] =
    await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      import('./data/firestoreStore.js'),
      import('./blobs/createBlobStore.js'),
      import('./domain/logSafe.js'),
    ]);
  const firebaseApp = getApps()[0] ?? initializeApp();
  const db = getFirestore(firebaseApp);
  db.settings({ ignoreUndefinedProperties: true });
  return {
    config,
    firebaseApp,
    store: createFirestoreStore(db, { phoneIndexKey: config.phoneIndexKey }),
    blobs: await blobs.createBlobStore(firebaseApp, config.blobDir),
    clock: () => new Date(),
    log: (message: string, err?: unknown) =>
      console.error(message, err === undefined ? '' : JSON.stringify(logSafe(err))),
  };
}

/**
 * In Cloud, the Stripe keys and the phone index key come from Secret Manager (`firebase
 * functions:secrets:set NAME`), bound to the function as environment variables of the same names,
 * which config.ts reads. The local emulators take them from .env files instead (there is no Secret
 * Manager to reach here), so they are declared only outside the emulator.
 */
const SECRETS =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? []
    : [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET'), defineSecret('PHONE_INDEX_KEY')];

/** Retention: once a day, palm photos that no reading uses are deleted (usecases/sweepOrphanPhotos.ts). */
export const sweepPhotos = onSchedule(
  { schedule: 'every 24 hours', region: 'us-central1', secrets: SECRETS },
  async () => {
    const { sweepOrphanPhotos } = await import('./usecases/sweepOrphanPhotos.js');
    const result = await sweepOrphanPhotos(await buildStorage());
    console.info('photo sweep', JSON.stringify(result));
  },
);

/**
 * Every hour, account deletions that stalled part way are finished (usecases/finishStalledDeletions.ts):
 * with storage, photos, Firebase Auth and Stripe, as the deletion itself runs.
 */
export const finishDeletions = onSchedule(
  { schedule: 'every 1 hours', region: 'us-central1', secrets: SECRETS },
  async () => {
    const [{ finishStalledDeletions }, { getAuth }, { createFirebaseIdentityVerifier }] = await Promise.all([
      import('./usecases/finishStalledDeletions.js'),
      import('firebase-admin/auth'),
      import('./data/firebaseIdentityVerifier.js'),
    ]);
    const storage = await buildStorage();
    const result = await finishStalledDeletions({
      ...storage,
      identity: createFirebaseIdentityVerifier(getAuth(storage.firebaseApp)),
      payments: await paymentsFor(storage.config),
    });
    console.info('stalled deletions', JSON.stringify(result));
  },
);

export const api = onRequest(
  // Two cores: a photo's looks run on two threads (reading/hand/lookHelpers.ts), each with its own
  // copy of the models (a 12 MP upload peaks at about 550 MB on ONNX Runtime, measured by npm run bench).
  { region: 'us-central1', memory: '2GiB', cpu: 2, timeoutSeconds: 60, secrets: SECRETS },
  async (req, res) => {
    appPromise ??= buildApp().catch((err: unknown) => {
      appPromise = undefined;
      throw err;
    });
    const app = await appPromise;
    app(req, res);
  },
);
