import { connect } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reading } from '../contract/reading.js';
import type { PalmeStore } from '../domain/store.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rateLimits.js';
import {
  errorBody,
  phoneIdToken,
  randomPhone,
  signIn,
  startHarness,
  uploadForm,
  uploadPalm,
  type Harness,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';
import type { Store } from 'express-rate-limit';
import {
  batchedRateLimitStore,
  createReadingEngine,
  DECODE_LIMITS,
  firestoreRateLimitStore,
} from '../../test/testkit.js';
import { createHandDetector } from '../../test/drawnHandDetector.js';

let h: Harness;
let reading: Reading;

/** Per-minute limits: the given ones, and room to spare for the rest. */
const perMinute = (limits: Partial<Record<keyof RateLimits, number>>): RateLimits => {
  const rule = (name: keyof RateLimits) => ({ windowMs: 60_000, limit: limits[name] ?? 100 });
  return {
    signIn: rule('signIn'),
    upload: rule('upload'),
    uploadDaily: rule('uploadDaily'),
    uploadByAddress: rule('uploadByAddress'),
    sharedViews: rule('sharedViews'),
    stripeCalls: rule('stripeCalls'),
    reads: rule('reads'),
    exports: rule('exports'),
    ownData: rule('ownData'),
  };
};

beforeAll(async () => {
  h = await startHarness({ rateLimits: perMinute({ signIn: 3, upload: 2, sharedViews: 5 }) });
  const owner = await signIn(h, { displayName: 'Limit' });
  await h.db.collection('users').doc(owner.user.id).update({ unlockedReadings: 5 });
  reading = await uploadPalm(owner, { seed: 71 });
  const second = await owner.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed: 72 })),
  });
  expect(second.status).toBe(201);
  const third = await owner.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed: 73 })),
  });
  expect(third.status).toBe(429);
});

describe('rate limits', () => {
  it('slow down repeated sign-ins of one number with 429 rate_limited, and no one else behind its address', async () => {
    const phone = randomPhone();
    const attempt = async (number = phone) =>
      fetch(`${h.baseUrl}/api/v1/auth/firebase`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await phoneIdToken(number)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ displayName: 'Again' }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another number from the same address signs in.
    expect((await attempt(randomPhone())).status).toBe(200);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await errorBody(limited)).toMatchObject({ code: 'rate_limited' });
    expect(limited.headers.get('ratelimit-policy') ?? limited.headers.get('ratelimit')).toBeTruthy();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('count only the views that were served', async () => {
    await h.deps.views.flush();
    const before = (await h.db.collection('readings').doc(reading.id).get()).get('viewCount') as number;
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    await h.deps.views.flush();
    const after = (await h.db.collection('readings').doc(reading.id).get()).get('viewCount') as number;
    expect(after - before).toBe(5);
  });
});

let palmPhotos: Buffer[] = [];
beforeAll(async () => {
  palmPhotos = await Promise.all([75, 76, 77].map((seed) => palmJpeg({ seed })));
});

describe('limits on refused and costly calls', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ rateLimits: perMinute({ upload: 2, stripeCalls: 2 }) });
  });
  afterAll(() => limited.close());

  it("hold per user: signing in again does not reset a user's upload limit", async () => {
    const first = await signIn(limited, { displayName: 'Again' });
    await limited.db.collection('users').doc(first.user.id).update({ unlockedReadings: 5 });
    const upload = (client: typeof first, seed: number) =>
      client.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(palmPhotos[seed]!) });
    expect((await upload(first, 0)).status).toBe(201);
    expect((await upload(first, 1)).status).toBe(201);
    const second = await signIn(limited, { phoneNumber: first.phoneNumber });
    expect(second.user.id).toBe(first.user.id);
    expect((await upload(second, 2)).status).toBe(429);
  });

  it('count refused uploads, so a loop of unreadable photos is slowed down too', async () => {
    const looper = await signIn(limited, { displayName: 'Looper' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await looper.fetch('/api/v1/readings/upload', {
        method: 'POST',
        body: uploadForm(Buffer.from('not a photo at all')),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([415, 415, 429]);
  });

  it('bound uploads per day per user, and per address whatever the account', async () => {
    const junk = (client: Awaited<ReturnType<typeof signIn>>) =>
      client
        .fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(Buffer.from('not a photo')) })
        .then((r) => r.status);
    const daily = await startHarness({ rateLimits: perMinute({ uploadDaily: 2 }) });
    try {
      const looper = await signIn(daily);
      expect([await junk(looper), await junk(looper), await junk(looper)]).toEqual([415, 415, 429]);
    } finally {
      await daily.close();
    }
    const byAddress = await startHarness({ rateLimits: perMinute({ uploadByAddress: 2 }) });
    try {
      const [one, two] = [await signIn(byAddress), await signIn(byAddress)];
      expect([await junk(one), await junk(two), await junk(two)]).toEqual([415, 415, 429]);
    } finally {
      await byAddress.close();
    }
  });

  it("limit a signed-in user's own calls, the reading list included", async () => {
    const calls = await startHarness({ rateLimits: perMinute({ ownData: 3 }) });
    try {
      const user = await signIn(calls);
      const statuses = [];
      for (const path of [
        '/api/v1/readings/list',
        '/api/v1/auth/user',
        '/api/v1/readings/list',
        '/api/v1/readings/list',
      ]) {
        statuses.push((await user.fetch(path)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await user.fetch(`/api/v1/readings/retrieve/${reading.id}`);
      expect(limited.status).toBe(429);
      expect(await errorBody(limited)).toMatchObject({ code: 'rate_limited' });
    } finally {
      await calls.close();
    }
  });

  it('limit subscription starts per user', async () => {
    const payer = await signIn(limited, { displayName: 'Payer' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await payer.fetch('/api/v1/subscriptions', { method: 'POST' })).status);
    // Payments are not configured in this harness: 503 until the limit, then 429.
    expect(statuses).toEqual([503, 503, 429]);
  });
});

describe('limits that hold', () => {
  it('key on the real client address: a client-written X-Forwarded-For prefix gives no new allowance', async () => {
    const byAddress = await startHarness({ rateLimits: perMinute({ sharedViews: 2 }) });
    const attempt = (forwardedFor: string) =>
      fetch(`${byAddress.baseUrl}/api/v1/shared/noSuchShare00000000000`, {
        // What the proxy in front of us (here, loopback) received: a client-chosen prefix, then the client.
        headers: { 'x-forwarded-for': forwardedFor },
      }).then((r) => r.status);
    const statuses = [];
    for (const spoofed of ['6.6.6.6', '7.7.7.7', '8.8.8.8']) statuses.push(await attempt(`${spoofed}, 203.0.113.9`));
    expect(statuses).toEqual([404, 404, 429]);
    // Another real client is not held back by the first one's limit.
    expect(await attempt('6.6.6.6, 203.0.113.10')).toBe(404);
  });

  it("spend nobody's allowance on requests that show no identity: a shared address stays open", async () => {
    const shared = await startHarness({ rateLimits: perMinute({ signIn: 2, upload: 2, uploadByAddress: 2 }) });
    // Forged tokens and uploads without a session, many more than the limits, from one address...
    for (let i = 0; i < 5; i++) {
      const forged = await fetch(`${shared.baseUrl}/api/v1/auth/firebase`, {
        method: 'POST',
        headers: { authorization: 'Bearer forged.token.value', 'content-type': 'application/json' },
        body: JSON.stringify({ displayName: 'Spoof' }),
      });
      expect(forged.status).toBe(401);
      const anonymous = await fetch(`${shared.baseUrl}/api/v1/readings/upload`, {
        method: 'POST',
        body: uploadForm(await palmJpeg({ seed: 78 })),
      });
      expect(anonymous.status).toBe(401);
    }
    // ...and the people behind it still sign in and upload.
    const person = await signIn(shared, { displayName: 'Behind The Same NAT' });
    expect(
      (await person.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(palmPhotos[0]!) })).status,
    ).toBe(201);
  });

  it('refuse a counter already over its limit without a transaction for each further hit', async () => {
    const store = firestoreRateLimitStore(h.db, 'overTest', () => 1_000_000);
    store.init!({ windowMs: 60_000, limit: 2 } as Parameters<NonNullable<typeof store.init>>[0]);
    const transactions = vi.spyOn(h.db, 'runTransaction');
    const hits: number[] = [];
    for (let i = 0; i < 3; i++) hits.push((await store.increment(`flood-${randomPhone()}`)).totalHits);
    const key = `flood-${randomPhone()}`;
    for (let i = 0; i < 3; i++) hits.push((await store.increment(key)).totalHits);
    const made = transactions.mock.calls.length;
    for (let i = 0; i < 5; i++) expect((await store.increment(key)).totalHits).toBeGreaterThan(2);
    expect(transactions.mock.calls.length).toBe(made);
    expect(hits).toEqual([1, 1, 1, 1, 2, 3]);
    transactions.mockRestore();
  });

  // The shared counters count over a sliding window of the clock; these tests hold the clock still,
  // so a burst that took a few seconds (ten transactions on one counter take 3–7 s on the emulator)
  // is counted as at one moment.
  it('count across instances: two API instances sharing Firestore counters share one upload limit, until it has slid by', async () => {
    let clock = Math.floor(Date.now() / 60_000) * 60_000 + 1_000; // early in a window
    const counters = (name: keyof RateLimits) => firestoreRateLimitStore(h.db, name, () => clock);
    const a = await startHarness({ rateLimits: perMinute({ upload: 2 }), sharedCounters: counters });
    const b = await startHarness({ rateLimits: perMinute({ upload: 2 }), sharedCounters: counters });
    const user = await signIn(a, { displayName: 'Two Instances' });
    const junkUpload = (baseUrl: string) =>
      fetch(`${baseUrl}/api/v1/readings/upload`, {
        method: 'POST',
        headers: { cookie: user.cookie },
        body: uploadForm(Buffer.from('not a photo at all')),
      }).then((r) => r.status);
    const statuses = [];
    for (const instance of [a, b, a, b]) statuses.push(await junkUpload(instance.baseUrl));
    expect(statuses).toEqual([415, 415, 429, 429]);
    // A window later the hits just before still count in part; two windows later, none do.
    clock += 60_000;
    expect(await junkUpload(b.baseUrl)).toBe(429);
    clock += 60_000;
    expect(await junkUpload(b.baseUrl)).toBe(415);
  });

  it('count the cheap read limits across instances too, in batches: one allowance, give or take a batch', async () => {
    const at = Date.now();
    const instance = () => {
      const store = batchedRateLimitStore(h.db, 'batchTest', { now: () => at, batchMs: 0 });
      store.init!({ windowMs: 60_000, limit: 20 } as Parameters<NonNullable<typeof store.init>>[0]);
      return store;
    };
    const [a, b] = [instance(), instance()];
    const key = `reader-${randomPhone()}`;
    const send = async (store: ReturnType<typeof instance>) => (await store.increment(key)).totalHits <= 20;
    for (let i = 0; i < 15; i++) expect(await send(a)).toBe(true);
    // A shares what it counted (a tenth of the limit at a time), without a request waiting for it.
    const hash = createHash('sha256').update(key).digest('base64url').slice(0, 32);
    const counter = h.db.collection('rateLimits').doc(`batchTest-${hash}-${Math.floor(at / 60_000)}`);
    await vi.waitFor(async () => expect((await counter.get()).get('hits')).toBeGreaterThanOrEqual(14), {
      timeout: 10_000,
    });
    // B, on the same client, learns of A's hits with its own first batch, and stops near the one limit.
    const throughB: boolean[] = [];
    for (let i = 0; i < 2; i++) throughB.push(await send(b));
    await vi.waitFor(async () => expect((await b.get!(key))!.totalHits).toBeGreaterThanOrEqual(16), {
      timeout: 10_000,
    });
    for (let i = 0; i < 20; i++) throughB.push(await send(b));
    // Counted per instance, B would have let 20 through.
    expect(throughB.filter(Boolean).length).toBeLessThanOrEqual(5 + 2);
    expect(throughB.slice(-10).some(Boolean)).toBe(false);
  });

  it("let one limit through across a window's edge, where fixed windows let two", async () => {
    let clock = (Math.floor(Date.now() / 60_000) + 1) * 60_000 - 1_000; // a window's last second
    const store = firestoreRateLimitStore(h.db, 'edgeTest', () => clock);
    store.init!({ windowMs: 60_000, limit: 3 } as Parameters<NonNullable<typeof store.init>>[0]);
    const key = `edge-${randomPhone()}`;
    const through: boolean[] = [];
    for (let i = 0; i < 3; i++) through.push((await store.increment(key)).totalHits <= 3);
    clock += 2_000; // the next window's first second
    for (let i = 0; i < 3; i++) through.push((await store.increment(key)).totalHits <= 3);
    expect(through).toEqual([true, true, true, false, false, false]);
  });

  it('count exactly under load: ten uploads at once on two instances against a limit of five let five through', async () => {
    const at = Date.now();
    const counters = (name: keyof RateLimits) => firestoreRateLimitStore(h.db, name, () => at);
    const a = await startHarness({ rateLimits: perMinute({ upload: 5 }), sharedCounters: counters });
    const b = await startHarness({ rateLimits: perMinute({ upload: 5 }), sharedCounters: counters });
    const user = await signIn(a, { displayName: 'At Once' });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).baseUrl}/api/v1/readings/upload`, {
          method: 'POST',
          headers: { cookie: user.cookie },
          body: uploadForm(Buffer.from('not a photo at all')),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 415)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('hold requests back with 503 and Retry-After when the shared counter cannot be kept', async () => {
    const broken = (): Store => ({
      localKeys: false,
      get: () => Promise.reject(new Error('counter document contended')),
      increment: () => Promise.reject(new Error('counter document contended')),
      decrement: () => Promise.resolve(),
      resetKey: () => Promise.resolve(),
    });
    const failing = await startHarness({ rateLimits: perMinute({}), sharedCounters: broken });
    const res = await fetch(`${failing.baseUrl}/api/v1/auth/firebase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await phoneIdToken(randomPhone())}`, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Held Back' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await errorBody(res)).code).toBe('unavailable');
  });
});

describe('a loop of large refused uploads', () => {
  it('refuses each of 30 photos over the pixel cap from its header, stores nothing, and then stops the loop', async () => {
    const looping = await startHarness({ rateLimits: DEFAULT_RATE_LIMITS });
    const user = await signIn(looping, { displayName: 'Big Loop' });
    // 6000×5000 = 30 MP, over the 25 MP cap: refused from the JPEG header, before any decode.
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#c9a27e' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.upload.limit + 1; i++) {
      const res = await user.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(huge) });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(413));
    expect(statuses[30]).toBe(429);
    const uid = (await looping.db.collection('users').doc(user.user.id).get()).get('firebaseUid') as string;
    expect(existsSync(join(looping.blobDir, 'palms', uid))).toBe(false);
    expect((await looping.db.collection('readings').where('userId', '==', user.user.id).get()).size).toBe(0);
    expect((await looping.db.collection('users').doc(user.user.id).get()).get('unlockedReadings')).toBe(1);
  });
});

describe("one account's burst of photos", () => {
  it("costs that account, not everyone: 30 concurrent 24 MP photos of a wall, and another user's palm is still read", async () => {
    // The production engine's decode slots (2 at once, 6 waiting) and limits.
    const instance = await startHarness({
      engine: createReadingEngine(createHandDetector(), DECODE_LIMITS),
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    const [flooder, other] = [
      await signIn(instance, { displayName: 'Flood' }),
      await signIn(instance, { displayName: 'Bystander' }),
    ];
    // 6000×4000 = 24 MP, a textured wall: decoded in full, then refused for having no hand.
    const wall = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#aaaaaa',
        noise: { type: 'gaussian', mean: 170, sigma: 4 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const palm = await palmJpeg({ seed: 31 });

    let firstAnswered!: () => void;
    const someAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));
    const burst = Array.from({ length: 30 }, async () => {
      const res = await flooder.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(wall) });
      firstAnswered();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    });
    // The burst is in: the other user uploads their palm while it lasts.
    await someAnswer;
    const read = await other.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(palm) });
    expect(read.status).toBe(201);

    const answers = await Promise.all(burst);
    const statuses = answers.map((a) => a.status).sort();
    // One photo read at a time for the flooder: what arrived while one was being read is refused
    // at once (429, try again shortly); what was read is refused for having no hand.
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 422 && s !== 429)).toEqual([]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.retryAfter).toBe('5');
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
    expect((refused.body as { error: string }).error).toMatch(/still being read/);
    expect((await instance.db.collection('users').doc(flooder.user.id).get()).get('unlockedReadings')).toBe(1);
  });
});

describe('request limits', () => {
  it('refuse an oversized JSON body with 413, and an upload announced far over the limit before reading it', async () => {
    const big = await fetch(`${h.baseUrl}/api/v1/readings/compatibility`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerReadingShareId: 'x'.repeat(200_000) }),
    });
    // Not signed in: refused before the body is parsed.
    expect(big.status).toBe(401);
    const client = await signIn({ baseUrl: (await startHarness()).baseUrl });
    const oversized = await client.fetch('/api/v1/readings/compatibility', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerReadingShareId: 'x'.repeat(200_000) }),
    });
    expect(oversized.status).toBe(413);
    expect((await errorBody(oversized)).code).toBe('payload_too_large');

    // A raw request announcing 50 MB: the answer comes before any of the body is sent.
    const announced = await rawRequest(client.cookie, 50 * 1024 * 1024);
    expect(announced).toMatch(/^HTTP\/1\.1 413 /);
    expect(announced).toContain('file_too_large');
  });
});

function rawRequest(cookie: string, announcedLength: number): Promise<string> {
  const url = new URL(h.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        [
          'POST /api/v1/readings/upload HTTP/1.1',
          `Host: ${url.host}`,
          `Cookie: ${cookie}`,
          'Content-Type: multipart/form-data; boundary=x',
          `Content-Length: ${announcedLength}`,
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('}')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

describe('a stalled database', () => {
  it('gets a clear 503 within the deadline instead of a hanging request', async () => {
    const stalled = await startHarness({ requestTimeoutMs: 500 });
    const hanging = new Proxy(stalled.deps.store, {
      get: (target, prop: keyof PalmeStore) =>
        prop === 'findReadingByShareId' || prop === 'findSharedReading' ? () => new Promise(() => {}) : target[prop],
    });
    const slow = await startHarness({ requestTimeoutMs: 500, store: hanging });
    const started = Date.now();
    const res = await fetch(`${slow.baseUrl}/api/v1/shared/${reading.shareId}`);
    expect(res.status).toBe(503);
    expect(await errorBody(res)).toMatchObject({ code: 'unavailable' });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
