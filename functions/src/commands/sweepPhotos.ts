/**
 * `npm run sweep-photos`: the daily photo sweep (usecases/sweepOrphanPhotos.ts), on demand, against
 * the local stack that `npm start` runs (its Firestore emulator and .data/blobs), or wherever
 * FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT and PALME_BLOB_DIR point.
 */
import { resolve } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createLocalBlobStore } from '../blobs/localBlobStore.js';
import { LOCAL_PHONE_INDEX_KEY } from '../config.js';
import { createFirestoreStore } from '../data/firestoreStore.js';
import { logSafe } from '../domain/logSafe.js';
import { sweepOrphanPhotos } from '../usecases/sweepOrphanPhotos.js';

const root = resolve(import.meta.dirname, '..', '..', '..');
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const blobDir = process.env.PALME_BLOB_DIR ?? resolve(root, '.data', 'blobs');
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-palme' });
const db = getFirestore(app);

try {
  const result = await sweepOrphanPhotos({
    store: createFirestoreStore(db, { phoneIndexKey: process.env.PHONE_INDEX_KEY ?? LOCAL_PHONE_INDEX_KEY }),
    blobs: createLocalBlobStore(blobDir),
    clock: () => new Date(),
    log: (message, err) => console.error(message, err === undefined ? '' : JSON.stringify(logSafe(err))),
  });
  console.log(`Checked ${result.checked} photos in ${blobDir}; deleted ${result.deleted} that no reading uses.`);
} catch (err) {
  console.error('The sweep failed. Is the local stack running (npm start)?', JSON.stringify(logSafe(err)));
  process.exitCode = 1;
}
