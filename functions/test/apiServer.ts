/**
 * The API as a plain Node process on the emulators (no Functions runtime), for tests that need to
 * kill it and for benchmarks. PORT, PALME_BLOB_DIR and the emulator variables come from the environment.
 */
import { createServer } from 'node:http';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createLocalBlobStore } from '../src/blobs/localBlobStore.js';
import { createFirebaseIdentityVerifier } from '../src/data/firebaseIdentityVerifier.js';
import { LOCAL_PHONE_INDEX_KEY } from '../src/config.js';
import { createFirestoreStore } from '../src/data/firestoreStore.js';
import { randomIds } from '../src/domain/ids.js';
import { createApp } from '../src/http/app.js';
import { createViewCounter } from '../src/usecases/viewCounter.js';
import { drawnPalmEngine } from './drawnPalms.js';

const port = Number(process.env.PORT ?? 0);
const blobDir = process.env.PALME_BLOB_DIR;
if (!blobDir) throw new Error('PALME_BLOB_DIR is required');

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-palme' });
const db = getFirestore(app);
db.settings({ ignoreUndefinedProperties: true });

const store = createFirestoreStore(db, { phoneIndexKey: LOCAL_PHONE_INDEX_KEY });
const log = (message: string, err?: unknown) => console.error(message, err);
const views = createViewCounter(store, log);
// As in production (index.ts): counted views are written before the process stops.
process.once('SIGTERM', () => void views.flush().finally(() => process.exit(0)));

const server = createServer(
  createApp({
    store,
    views,
    blobs: createLocalBlobStore(blobDir),
    identity: createFirebaseIdentityVerifier(getAuth(app)),
    engine: drawnPalmEngine,
    payments: null,
    rateLimits: null,
    clock: () => new Date(),
    ids: randomIds,
    version: 'test-server',
    secureCookies: false,
    log,
  }),
);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : port}`);
});
