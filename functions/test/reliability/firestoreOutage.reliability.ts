/**
 * The Firestore emulator stops answering for a moment (SIGSTOP), then resumes (SIGCONT): the API
 * answers clear 503s meanwhile and recovers by itself, without a restart.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reading } from '../../src/contract/reading.js';
import { createLocalBlobStore } from '../../src/blobs/localBlobStore.js';
import { createFirebaseIdentityVerifier } from '../../src/data/firebaseIdentityVerifier.js';
import { LOCAL_PHONE_INDEX_KEY } from '../../src/config.js';
import { createFirestoreStore } from '../../src/data/firestoreStore.js';
import { randomIds } from '../../src/domain/ids.js';
import { createApp } from '../../src/http/app.js';
import { drawnPalmEngine } from '../drawnPalms.js';
import { signIn, uploadForm } from '../apiHarness.js';
import { startOwnFirestore, type OwnFirestore } from '../ownFirestore.js';
import { palmJpeg } from '../palmPhotos.js';
import { serveApp } from '../serveApp.js';

const PORT = 8091;
let emulator: OwnFirestore;
let firebase: App;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // A Firestore emulator of this test's own, so freezing it disturbs no other suite.
  emulator = await startOwnFirestore(PORT);
  // The client library lets FIRESTORE_EMULATOR_HOST win over settings; this file runs in a worker of its own.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  firebase = initializeApp({ projectId: 'demo-palme' }, `outage-${randomUUID()}`);
  const db = getFirestore(firebase);
  db.settings({ ignoreUndefinedProperties: true });
  // Open the client's channel to the new emulator now: its first call (channel set-up, the JVM's
  // first request) can take longer than the API's 1.5 s deadline on a loaded machine, and that
  // cold start is not the outage this file is about.
  await db.collection('warm-up').doc('first-call').get();
  const served = await serveApp(
    createApp({
      store: createFirestoreStore(db, { phoneIndexKey: LOCAL_PHONE_INDEX_KEY }),
      blobs: createLocalBlobStore(mkdtempSync(join(tmpdir(), 'palme-outage-'))),
      identity: createFirebaseIdentityVerifier(getAuth(firebase)),
      engine: drawnPalmEngine,
      payments: null,
      rateLimits: null,
      requestTimeoutMs: 1500,
      clock: () => new Date(),
      ids: randomIds,
      version: 'outage',
      secureCookies: false,
      log: () => {},
    }),
  );
  baseUrl = served.baseUrl;
  close = served.close;
}, 60_000);

afterAll(async () => {
  emulator?.stop();
  await close?.();
  if (firebase) await deleteApp(firebase);
});

describe('a Firestore outage', () => {
  it('gets clear 503s while the database is frozen, and recovery without a restart', async () => {
    const owner = await signIn({ baseUrl }, { displayName: 'Steady' });
    const reading = (await (
      await owner.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(await palmJpeg({ seed: 97 })) })
    ).json()) as Reading;
    const shared = () => fetch(`${baseUrl}/api/v1/shared/${reading.shareId}`);
    expect((await shared()).status).toBe(200);

    const pid = emulator.pid();
    process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const [view, list, health] = await Promise.all([
        shared(),
        owner.fetch('/api/v1/readings/list'),
        fetch(`${baseUrl}/api/v1/health`),
      ]);
      expect([view.status, list.status, health.status]).toEqual([503, 503, 503]);
      expect(((await view.json()) as { code: string }).code).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }

    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await shared()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
    expect((await owner.fetch('/api/v1/readings/list')).status).toBe(200);
  });
});
