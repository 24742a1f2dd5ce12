/**
 * Runs the real API in-process against the Firestore and Auth emulators, with real emulator ID
 * tokens from phone sign-in, a throwaway image folder and a clock the test controls.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createApp, type AppDeps } from '../src/http/app.js';
import { createViewCounter, type ViewCounter } from '../src/usecases/viewCounter.js';
import { LOCAL_PHONE_INDEX_KEY } from '../src/config.js';
import { createFirestoreStore } from '../src/data/firestoreStore.js';
import { createFirebaseIdentityVerifier } from '../src/data/firebaseIdentityVerifier.js';
import { createLocalBlobStore } from '../src/blobs/localBlobStore.js';
import { drawnPalmEngine, newDrawnPalmEngine } from './drawnPalms.js';
import { randomIds } from '../src/domain/ids.js';
import { palmReadingSchema, type PalmReading } from '../src/contract/reading.js';
import type { User } from '../src/contract/user.js';
import { palmJpeg, type PalmDrawing } from './palmPhotos.js';
import { serveApp } from './serveApp.js';

export const PROJECT_ID = 'demo-palme';
const AUTH_HOST = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

export interface Harness {
  baseUrl: string;
  db: Firestore;
  deps: AppDeps & { views: ViewCounter };
  blobDir: string;
  /** Moves the API's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/**
 * Overrides of the API's dependencies; or a function of the defaults, to wrap one (a store whose
 * method pauses for another request, to make two requests overlap at a chosen point).
 */
export type HarnessOverrides = Partial<AppDeps> | ((defaults: AppDeps & { views: ViewCounter }) => Partial<AppDeps>);

export async function startHarness(overrides: HarnessOverrides = {}): Promise<Harness> {
  const app: App = initializeApp({ projectId: PROJECT_ID }, `test-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  const blobDir = mkdtempSync(join(tmpdir(), 'palme-blobs-'));
  let now: Date | undefined;
  const store = createFirestoreStore(db, { phoneIndexKey: LOCAL_PHONE_INDEX_KEY });
  const defaults: AppDeps & { views: ViewCounter } = {
    store,
    views: createViewCounter(store, () => {}),
    blobs: createLocalBlobStore(blobDir),
    identity: createFirebaseIdentityVerifier(getAuth(app)),
    engine: drawnPalmEngine,
    clock: () => now ?? new Date(),
    ids: randomIds,
    log: () => {},
    version: 'test',
    // The test server speaks plain HTTP, as the local emulators do.
    secureCookies: false,
    payments: null,
    rateLimits: null,
  };
  const deps = { ...defaults, ...(typeof overrides === 'function' ? overrides(defaults) : overrides) };
  const served = await serveApp(createApp(deps));
  const harness: Harness = {
    baseUrl: served.baseUrl,
    db,
    deps,
    blobDir,
    setNow: (date) => (now = date),
    close: async () => {
      await served.close();
      await deps.views.flush();
      await deleteApp(app);
    },
  };
  afterAll(() => harness.close());
  return harness;
}

/** A fresh US test number, unique enough for a test run. */
export function randomPhone(): string {
  return `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

async function authPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${AUTH_HOST()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Phone sign-in against the Auth emulator, reading the code it "sent"; returns a real emulator ID token. */
export async function phoneIdToken(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await authPost<{ sessionInfo: string }>('accounts:sendVerificationCode', {
    phoneNumber,
    recaptchaToken: 'test',
  });
  const codes = await fetch(`${AUTH_HOST()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`).then(
    (r) => r.json() as Promise<{ verificationCodes: Array<{ code: string; sessionInfo: string }> }>,
  );
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error('The Auth emulator has no code for this session');
  const { idToken } = await authPost<{ idToken: string }>('accounts:signInWithPhoneNumber', { sessionInfo, code });
  return idToken;
}

/** An ID token from an email account: a valid token without a phone number. */
export async function emailIdToken(): Promise<string> {
  const { idToken } = await authPost<{ idToken: string }>('accounts:signUp', {
    email: `${randomUUID()}@example.com`,
    password: 'not-a-phone-123',
    returnSecureToken: true,
  });
  return idToken;
}

export interface SignedInClient {
  user: User;
  cookie: string;
  phoneNumber: string;
  /** fetch with this user's session cookie. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * Another API instance on the same database and photos, with its own engine (its own decode slots and
 * one-photo-per-person gate): how one person's two requests at once reach the same transaction.
 */
export function anotherInstance(h: Harness): Promise<Harness> {
  return startHarness({ blobs: h.deps.blobs, engine: newDrawnPalmEngine() });
}

/** fetch to `baseUrl` with a session cookie. */
const fetchWithCookie =
  (cookie: string, baseUrl: string): SignedInClient['fetch'] =>
  (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return fetch(`${baseUrl}${path}`, { ...init, headers });
  };

/** The client, signed in as it is, sending its requests to `instance`. */
export function onInstance(client: SignedInClient, instance: Pick<Harness, 'baseUrl'>): SignedInClient {
  return { ...client, fetch: fetchWithCookie(client.cookie, instance.baseUrl) };
}

export function sessionCookieOf(res: Response): string | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
  return header ? header.split(';')[0]! : null;
}

export async function signIn(
  harness: Pick<Harness, 'baseUrl'>,
  options: {
    displayName?: string;
    phoneNumber?: string;
    referrerId?: string;
    shareId?: string;
    deviceId?: string;
  } = {},
): Promise<SignedInClient> {
  const phoneNumber = options.phoneNumber ?? randomPhone();
  const token = await phoneIdToken(phoneNumber);
  const res = await fetch(`${harness.baseUrl}/api/v1/auth/firebase`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      displayName: options.displayName ?? 'Test Seeker',
      referrerId: options.referrerId,
      shareId: options.shareId,
      deviceId: options.deviceId,
    }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('sign-in set no __session cookie');
  const user = (await res.json()) as User;
  return {
    user,
    cookie,
    phoneNumber,
    fetch: fetchWithCookie(cookie, harness.baseUrl),
  };
}

/** A multipart body with one file. */
export function uploadForm(data: Buffer, field = 'palmImage', filename = 'palm.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

/**
 * Uploads a drawn palm as `client` and answers the reading it got (the upload must succeed); as a
 * photo of their own palm unless `palmOf` says otherwise.
 */
export async function uploadPalm(
  client: SignedInClient,
  drawing: Partial<PalmDrawing> = {},
  palmOf?: 'self' | 'other',
): Promise<PalmReading> {
  const form = uploadForm(await palmJpeg(drawing));
  if (palmOf) form.set('palmOf', palmOf);
  const res = await client.fetch('/api/v1/readings/upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  // The wire's one schema, checked on every reading a test makes.
  return palmReadingSchema.parse(await res.json());
}

/** Asks for a compatibility check as `client`; the body is sent as given, so a test can send a bad one. */
export function checkCompatibility(client: SignedInClient, body: unknown): Promise<Response> {
  return client.fetch('/api/v1/readings/compatibility', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function errorBody(res: Response): Promise<{ error: string; code: string; details?: string }> {
  expect(res.headers.get('content-type')).toContain('application/json');
  return (await res.json()) as { error: string; code: string; details?: string };
}

/** The palm photos stored under one Firebase uid (palms/{uid}/...) in a blob folder, by file name. */
export function storedPalmPhotos(blobDir: string, firebaseUid: string): string[] {
  const dir = join(blobDir, 'palms', firebaseUid);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jpg')) : [];
}

/** A harness whose payments go to a running Stripe double (its base URL). */
export async function startHarnessWithStripe(apiBase: string, overrides: HarnessOverrides = {}): Promise<Harness> {
  const { createStripePayments } = await import('../src/payments/stripePayments.js');
  const { DOUBLE_PRICE_ID, DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET } = await import('./stripeDouble.js');
  const payments = await createStripePayments({
    secretKey: DOUBLE_SECRET_KEY,
    webhookSecret: DOUBLE_WEBHOOK_SECRET,
    weeklyPriceId: DOUBLE_PRICE_ID,
    apiBase,
  });
  return startHarness((defaults) => ({
    payments,
    ...(typeof overrides === 'function' ? overrides({ ...defaults, payments }) : overrides),
  }));
}
