import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { palmReadingContentSchema } from '../contract/readingContent.js';
import { palmReadingSchema, type Reading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import {
  errorBody,
  signIn,
  anotherInstance,
  onInstance,
  startHarness,
  storedPalmPhotos,
  uploadForm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

let h: Harness;
let palm: Buffer;
beforeAll(async () => {
  h = await startHarness();
  palm = await palmJpeg({ seed: 7 });
});

function upload(client: SignedInClient, form: FormData, headers: Record<string, string> = {}) {
  return client.fetch('/api/v1/readings/upload', { method: 'POST', body: form, headers });
}

async function me(client: SignedInClient): Promise<User> {
  return (await (await client.fetch('/api/v1/auth/user')).json()) as User;
}

async function readingsOf(client: SignedInClient): Promise<Reading[]> {
  return (await (await client.fetch('/api/v1/readings/list')).json()) as Reading[];
}

/** This user's stored palm photos (palms/{firebaseUid}/...), nobody else's. */
async function imagesOf(client: SignedInClient): Promise<string[]> {
  const uid = (await h.db.collection('users').doc(client.user.id).get()).get('firebaseUid') as string;
  return storedPalmPhotos(h.blobDir, uid);
}

describe('POST /api/v1/readings/upload', () => {
  it('makes a first palm reading, spends the credit and starts the streak', async () => {
    const client = await signIn(h, { displayName: 'Ada' });
    const res = await upload(client, uploadForm(palm));
    expect(res.status).toBe(201);
    const reading = palmReadingSchema.parse(await res.json());
    expect(reading).toMatchObject({
      readingType: 'FIRST_PALM_READING',
      status: 'completed',
      isPublic: true,
      viewCount: 0,
      userId: client.user.id,
    });
    expect(reading.imageUrl).toBe(`/api/v1/images/${reading.id}`);
    expect(reading.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(palmReadingContentSchema.safeParse(reading.content).success).toBe(true);
    expect(reading.userArchetype).toBe(reading.content.archetype);

    const user = await me(client);
    expect(user).toMatchObject({
      unlockedReadings: 0,
      totalReadings: 1,
      currentStreak: 1,
      archetype: reading.userArchetype,
    });
    expect(user.lastReadingDate).toBe(new Date().toISOString().slice(0, 10));

    const image = await client.fetch(reading.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a second upload when no reading is left, with 403 no_readings_left', async () => {
    const client = await signIn(h);
    expect((await upload(client, uploadForm(palm))).status).toBe(201);
    const res = await upload(client, uploadForm(palm));
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('no_readings_left');
    expect(await readingsOf(client)).toHaveLength(1);
  });

  it('makes exactly one reading from 10 concurrent uploads with 1 credit, over two instances', async () => {
    // One instance reads one photo per person at a time (the rest: 429 at once); a second instance
    // sharing the database and photos lets two spends race in the transaction.
    const client = await signIn(h);
    const elsewhere = onInstance(client, await anotherInstance(h));
    const before = (await imagesOf(client)).length;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(i % 2 ? elsewhere : client, uploadForm(palm))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const res of responses.filter((r) => r.status !== 201)) {
      expect(res.status === 403 || res.status === 429).toBe(true);
      expect((await errorBody(res)).code).toBe(res.status === 403 ? 'no_readings_left' : 'rate_limited');
    }
    expect(await readingsOf(client)).toHaveLength(1);
    expect((await me(client)).unlockedReadings).toBe(0);
    // Only the one reading's image is kept.
    expect((await imagesOf(client)).length - before).toBe(1);
  });

  it('bills a retried upload once when it carries the same Idempotency-Key', async () => {
    const client = await signIn(h);
    const key = { 'Idempotency-Key': 'retry-key-123456' };
    const first = await upload(client, uploadForm(palm), key);
    const second = await upload(client, uploadForm(palm), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(((await second.json()) as Reading).id).toBe(((await first.json()) as Reading).id);
    expect(await readingsOf(client)).toHaveLength(1);
    expect((await me(client)).unlockedReadings).toBe(0);
  });

  it('makes later readings FULL_ANALYSIS without the first-reading parts', async () => {
    const client = await signIn(h);
    await h.db.collection('users').doc(client.user.id).update({ unlockedReadings: 2 });
    await upload(client, uploadForm(palm));
    const res = await upload(client, uploadForm(await palmJpeg({ seed: 9, palmRatio: 1.1 })));
    const reading = (await res.json()) as Reading;
    expect(reading.readingType).toBe('FULL_ANALYSIS');
    expect(reading.content).not.toHaveProperty('strengths');
    expect((await me(client)).totalReadings).toBe(2);
  });

  it('lets a subscriber upload without spending credits', async () => {
    const client = await signIn(h);
    await h.db
      .collection('users')
      .doc(client.user.id)
      .update({
        subscriptionStatus: 'active',
        subscriptionExpiresAt: new Date(Date.now() + 7 * 86_400_000),
        unlockedReadings: 0,
      });
    for (let i = 0; i < 3; i++) expect((await upload(client, uploadForm(palm))).status).toBe(201);
    expect(await me(client)).toMatchObject({ unlockedReadings: 0, totalReadings: 3 });
  });

  it('counts consecutive days in the streak and restarts it after a gap', async () => {
    const client = await signIn(h);
    await h.db.collection('users').doc(client.user.id).update({ unlockedReadings: 3 });
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    try {
      h.setNow(day('2026-03-01'));
      await upload(client, uploadForm(palm));
      h.setNow(day('2026-03-02'));
      await upload(client, uploadForm(palm));
      expect((await me(client)).currentStreak).toBe(2);
      h.setNow(day('2026-03-05'));
      await upload(client, uploadForm(palm));
      expect(await me(client)).toMatchObject({ currentStreak: 1, lastReadingDate: '2026-03-05' });
    } finally {
      h.setNow(new Date());
    }
  });
});

describe('bad uploads', () => {
  const tiny = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#d9a07a' } })
      .jpeg()
      .toBuffer();
  const grey = () =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
  const black = () =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: '#020202' } })
      .png()
      .toBuffer();
  /** A small PNG whose header claims 100,000 × 100,000 pixels. */
  const bomb = async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const ihdr = png.subarray(12, 29); // chunk type + 13 bytes of data
    ihdr.writeUInt32BE(100_000, 4);
    ihdr.writeUInt32BE(100_000, 8);
    png.writeUInt32BE(crc32(ihdr), 29);
    return png;
  };

  const cases: Array<[string, () => Promise<FormData> | FormData, number, string]> = [
    ['no file at all', () => new FormData(), 400, 'missing_file'],
    ['the wrong field name', () => uploadForm(palm, 'photo'), 400, 'missing_file'],
    ['an empty file', () => uploadForm(Buffer.alloc(0)), 400, 'empty_file'],
    ['a text file named .jpg', () => uploadForm(Buffer.from('just some text, honest')), 415, 'unsupported_image'],
    ['a truncated JPEG', () => uploadForm(palm.subarray(0, Math.floor(palm.length / 2))), 422, 'unreadable_image'],
    [
      'a decompression bomb',
      async () => uploadForm(await bomb(), 'palmImage', 'bomb.png', 'image/png'),
      413,
      'image_too_large',
    ],
    ['11 MB', () => uploadForm(Buffer.concat([palm, Buffer.alloc(11 * 1024 * 1024)])), 413, 'file_too_large'],
    ['a photo too small to read', async () => uploadForm(await tiny()), 422, 'unreadable_palm'],
    ['a blank grey photo', async () => uploadForm(await grey()), 422, 'unreadable_palm'],
    ['a black photo', async () => uploadForm(await black(), 'palmImage', 'b.png', 'image/png'), 422, 'unreadable_palm'],
  ];

  it.each(cases)(
    'refuses %s with a clear error, storing and charging nothing',
    async (_name, makeForm, status, code) => {
      const client = await signIn(h);
      const before = (await imagesOf(client)).length;
      const res = await upload(client, await makeForm());
      expect(res.status).toBe(status);
      const body = await errorBody(res);
      expect(body.code).toBe(code);
      expect(body.error.length).toBeGreaterThan(10);
      expect(await readingsOf(client)).toHaveLength(0);
      expect((await me(client)).unlockedReadings).toBe(1);
      expect((await imagesOf(client)).length).toBe(before);
    },
  );

  it('refuses a JSON body and an upload without a session', async () => {
    const client = await signIn(h);
    const json = await client.fetch('/api/v1/readings/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const anonymous = await fetch(`${h.baseUrl}/api/v1/readings/upload`, { method: 'POST', body: uploadForm(palm) });
    expect(anonymous.status).toBe(401);
  });
});
