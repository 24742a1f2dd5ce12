import { beforeAll, describe, expect, it } from 'vitest';
import { palmReadingSchema, type PalmReading, type SharedReading } from '../contract/reading.js';
import {
  errorBody,
  signIn,
  startHarness,
  uploadForm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

let h: Harness;
let owner: SignedInClient;
let reading: PalmReading;

beforeAll(async () => {
  h = await startHarness();
  owner = await signIn(h, { displayName: 'Orla' });
  const res = await owner.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed: 11 })),
  });
  reading = palmReadingSchema.parse(await res.json());
});

const getShared = (shareId: string) => fetch(`${h.baseUrl}/api/v1/shared/${shareId}`);

describe('GET /api/v1/shared/{shareId}', () => {
  it('shows a public reading to a visitor without an account', async () => {
    const res = await getShared(reading.shareId);
    expect(res.status).toBe(200);
    const shared = (await res.json()) as SharedReading;
    expect(shared).toMatchObject({
      shareId: reading.shareId,
      referrerId: owner.user.id,
      referrerName: 'Orla',
      userArchetype: reading.userArchetype,
      imageUrl: `/api/v1/shared/${reading.shareId}/image`,
      readingType: 'FIRST_PALM_READING',
      keyInsight: reading.keyInsight,
    });
    expect(shared.content.archetypeDescription).toBe(reading.content.archetypeDescription);
    // A visitor loads the photo of a public reading by its share id; no reading id is in the answer.
    expect((await fetch(`${h.baseUrl}${shared.imageUrl}`)).status).toBe(200);
    expect(JSON.stringify(shared)).not.toContain(reading.id);
    // The owner's own photo address is theirs alone, public reading or not.
    expect((await fetch(`${h.baseUrl}${reading.imageUrl}`)).status).toBe(404);
    expect((await owner.fetch(reading.imageUrl!)).status).toBe(200);
  });

  it('counts every one of many concurrent views, written within seconds, off the request path', async () => {
    const viewCount = async () => (await h.db.collection('readings').doc(reading.id).get()).get('viewCount') as number;
    await h.deps.views.flush(); // earlier tests' views, counted before this one starts
    const before = await viewCount();
    const responses = await Promise.all(Array.from({ length: 25 }, () => getShared(reading.shareId)));
    const ok = responses.filter((r) => r.status === 200).length;
    expect(ok).toBe(25);
    // Written by the counter's own timer (about a second), not by the requests.
    await expect.poll(async () => (await viewCount()) - before, { timeout: 5000 }).toBe(ok);
  });

  it('answers the same reading with a query string or a trailing slash, and to HEAD without a body', async () => {
    const plain = (await (await getShared(reading.shareId)).json()) as SharedReading;
    for (const address of [`${reading.shareId}?utm_source=chat`, `${reading.shareId}/`]) {
      const res = await getShared(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toEqual(plain);
    }
    const head = await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await head.text()).toBe('');
    // Anything longer than a share id is not a shared reading.
    const longer = await getShared(`${reading.shareId}/more`);
    expect(longer.status).toBe(404);
    expect(await errorBody(longer)).toMatchObject({ code: 'not_found' });
  });

  it('answers 404 for unknown, malformed and private share ids', async () => {
    const setPublic = (isPublic: boolean) =>
      owner.fetch(`/api/v1/readings/${reading.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isPublic }),
      });
    expect((await setPublic(false)).status).toBe(200);
    try {
      for (const id of ['unknownShareIdXXXXXXXX', 'bad id', reading.shareId]) {
        const res = await getShared(encodeURIComponent(id));
        expect(res.status).toBe(404);
        expect(await errorBody(res)).toMatchObject({ code: 'not_found', error: 'Reading not found' });
      }
      expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}/image`)).status).toBe(404);
      // The owner still sees their own private image.
      expect((await owner.fetch(reading.imageUrl!)).status).toBe(200);
    } finally {
      await setPublic(true);
    }
  });
});
