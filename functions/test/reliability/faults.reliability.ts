/**
 * The API process is killed (SIGKILL) in the middle of uploads, restarted, and the uploads retried
 * with the same Idempotency-Key: no reading without its image, no photo billed twice, no credit
 * lost or spent twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Reading } from '../../src/contract/reading.js';
import type { User } from '../../src/contract/user.js';
import { signIn, uploadForm, type SignedInClient } from '../apiHarness.js';
import { startApiServer, type Running } from '../childProcesses.js';
import { startOwnFirestore, type OwnFirestore } from '../ownFirestore.js';
import { palmJpeg } from '../palmPhotos.js';

const USERS = 8;
const blobDir = mkdtempSync(join(tmpdir(), 'palme-fault-blobs-'));
let firestore: OwnFirestore;
let server: Running;
let photo: Buffer;
// Killed inside its transactions, the API leaves their locks held for about a minute: on an
// emulator of this file's own, so the suites after it do not stall behind them.
const apiEnv = () => ({ PALME_BLOB_DIR: blobDir, FIRESTORE_EMULATOR_HOST: firestore.host });

beforeAll(async () => {
  firestore = await startOwnFirestore(8092);
  server = await startApiServer(apiEnv());
  // Big enough that decoding and measuring take a while, so a kill lands mid-upload.
  photo = await palmJpeg({ seed: 95 }, 2400, 3200);
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  firestore?.stop();
  rmSync(blobDir, { recursive: true, force: true });
});

const base = () => ({ baseUrl: `http://127.0.0.1:${server.port}` });

/** An upload with an idempotency key; null when the connection is cut. */
function upload(client: SignedInClient, key: string): Promise<Response | null> {
  return fetch(`${base().baseUrl}/api/v1/readings/upload`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'Idempotency-Key': key },
    body: uploadForm(photo),
  }).catch(() => null);
}

async function uploadWithKey(client: SignedInClient, key: string): Promise<number | 'cut'> {
  return (await upload(client, key))?.status ?? 'cut';
}

describe('a killed API process', () => {
  it('answers an upload that finished before the kill, retried after it, with its reading and no second charge', async () => {
    const client = await signIn(base(), { displayName: 'Finished' });
    const key = `finished-${client.user.id}`;
    expect(await uploadWithKey(client, key)).toBe(201);
    await server.stop('SIGKILL');
    server = await startApiServer(apiEnv());
    expect(await uploadWithKey(client, key)).toBe(200);
    const me = (await (
      await fetch(`${base().baseUrl}/api/v1/auth/user`, { headers: { cookie: client.cookie } })
    ).json()) as User;
    expect(me).toMatchObject({ unlockedReadings: 0, totalReadings: 1 });
  });

  it('leaves every reading with its image and every credit spent exactly once', async () => {
    // What the API said and when, to tell a slow emulator from a stuck request if this ever fails.
    const started = Date.now();
    const steps: string[] = [];
    const step = (what: string) => steps.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
    onTestFailed(() => console.error(`${steps.join('\n')}\nAPI output:\n${server.output().slice(-4000)}`));
    let clients: SignedInClient[] = [];
    let outcomes: Array<number | 'cut'> = [];
    // Try a few kill moments until at least one upload is cut and at least one got through.
    for (const delay of [350, 200, 600, 120]) {
      clients = await Promise.all(
        Array.from({ length: USERS }, (_, i) => signIn(base(), { displayName: `Fault ${i}` })),
      );
      step(`${USERS} signed in`);
      const pending = clients.map((c, i) => uploadWithKey(c, `fault-${c.user.id}-${i}`));
      await new Promise((r) => setTimeout(r, delay));
      await server.stop('SIGKILL');
      outcomes = await Promise.all(pending);
      step(`killed ${delay} ms into ${USERS} uploads: ${outcomes.join(', ')}`);
      server = await startApiServer(apiEnv());
      step('restarted');
      if (outcomes.includes('cut')) break;
    }
    expect(outcomes).toContain('cut');

    // Every client retries with the same key; a finished upload answers 200 with the same reading.
    // An upload cut inside its Firestore transaction leaves that transaction's locks on the user's
    // documents until Firestore expires them (the emulator keeps them for minutes): a retry meeting
    // them waits for the locks, then is told 503 with Retry-After, never an internal error.
    const retries = await Promise.all(clients.map((c, i) => upload(c, `fault-${c.user.id}-${i}`)));
    step(`retried: ${retries.map((r) => r?.status ?? 'cut').join(', ')}`);
    const told = retries.map((res) => ({
      status: res?.status ?? 'cut',
      retryAfter: res?.headers.get('retry-after') ?? null,
    }));
    expect(told.filter((t) => !(t.status === 200 || t.status === 201 || (t.status === 503 && t.retryAfter)))).toEqual(
      [],
    );

    // Nothing lost, nothing charged twice: a served upload has its one reading, its photo and one
    // credit spent; one told to come back has no reading and keeps its credit (a photo the cut
    // attempt stored meanwhile is an orphan for the daily sweep, sweepOrphanPhotos).
    for (const [i, client] of clients.entries()) {
      const me = (await (
        await fetch(`${base().baseUrl}/api/v1/auth/user`, { headers: { cookie: client.cookie } })
      ).json()) as User;
      const readings = (await (
        await fetch(`${base().baseUrl}/api/v1/readings/list`, { headers: { cookie: client.cookie } })
      ).json()) as Reading[];
      step(`checked user ${i}`);
      if (told[i]!.status === 503) {
        expect(readings).toEqual([]);
        expect(me).toMatchObject({ unlockedReadings: 1, totalReadings: 0 });
        continue;
      }
      expect(readings).toHaveLength(1);
      expect(me).toMatchObject({ unlockedReadings: 0, totalReadings: 1 });
      // Its palm photo opens for its owner, as on the dashboard.
      const photo = await fetch(`${base().baseUrl}${readings[0]!.imageUrl}`, { headers: { cookie: client.cookie } });
      expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
  });
});
