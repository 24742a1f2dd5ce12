/**
 * The Cloud Functions entry point: the one place that reads configuration and wires the real
 * dependencies into createApp. Heavy work happens on the first request, not at module load, so
 * cold starts and `firebase deploy`'s code analysis stay fast.
 */
import { onRequest } from 'firebase-functions/v2/https';
import type { Express } from 'express';

let appPromise: Promise<Express> | undefined;

async function buildApp(): Promise<Express> {
  const [{ initializeApp, getApps }, { getFirestore }, { createApp }, { pingFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('./http/app.js'),
    import('./data/pingFirestore.js'),
  ]);
  const firebaseApp = getApps()[0] ?? initializeApp();
  const db = getFirestore(firebaseApp);
  return createApp({
    pingDatabase: () => pingFirestore(db),
    clock: () => new Date(),
    version: process.env.K_REVISION ?? 'local',
    log: (message, err) => console.error(message, err),
  });
}

export const api = onRequest({ region: 'us-central1', memory: '1GiB', timeoutSeconds: 60 }, async (req, res) => {
  appPromise ??= buildApp().catch((err: unknown) => {
    appPromise = undefined;
    throw err;
  });
  const app = await appPromise;
  app(req, res);
});
