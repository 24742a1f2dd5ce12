import { beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { palmReadingSchema, type Reading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import {
  anotherInstance,
  checkCompatibility,
  onInstance,
  errorBody,
  signIn,
  startHarness,
  uploadForm,
  uploadPalm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});

// Two drawings of nearly one hand on either side of the square-palm edge: alone, the first reads a
// long palm (Free Spirit), the second a square one (Builder).
const LONGISH = { palmRatio: 0.8, fingerLength: 0.8 };
const SQUARISH = { palmRatio: 0.85, fingerLength: 0.8 };

async function me(client: SignedInClient): Promise<User> {
  return (await (await client.fetch('/api/v1/auth/user')).json()) as User;
}

async function withCredits(client: SignedInClient, readings: number) {
  await h.db.collection('users').doc(client.user.id).update({ unlockedReadings: readings });
  return client;
}

async function storedProfile(client: SignedInClient) {
  return (await h.db.collection('users').doc(client.user.id).get()).get('handProfile') as {
    photos: Array<{ readingId: string }>;
    archetype: string;
    pooled: number;
  } | null;
}

describe('one person, one hand', () => {
  it('keeps the archetype of my own hand from one photo to the next, and says from how many photos', async () => {
    const alone = await uploadPalm(await signIn(h), SQUARISH);
    expect(alone.userArchetype).toBe('BUILDER');

    const owner = await withCredits(await signIn(h, { displayName: 'Maya' }), 3);
    const first = await uploadPalm(owner, LONGISH);
    expect(first.userArchetype).toBe('FREE_SPIRIT');
    expect(first.content).toMatchObject({
      palmOf: 'self',
      handProfile: { photos: 1, note: expect.stringMatching(/^Read from 1 photo of your hand\./) },
    });
    // The same hand again, in a pose that alone reads as a Builder: the person's hand keeps its reading.
    const second = await uploadPalm(owner, SQUARISH);
    expect(second.userArchetype).toBe('FREE_SPIRIT');
    expect(second.content).toMatchObject({
      palmOf: 'self',
      handProfile: { photos: 2, note: 'Read from 2 photos of your hand.' },
    });
    expect((second.content.handProfile as { change?: string }).change).toBeUndefined();
    expect((await me(owner)).archetype).toBe('FREE_SPIRIT');
  });

  it("reads someone else's palm from its photo alone and leaves my profile as it was", async () => {
    const owner = await withCredits(await signIn(h), 3);
    await uploadPalm(owner, LONGISH);
    const friend = await uploadPalm(owner, SQUARISH, 'other');
    expect(friend.userArchetype).toBe('BUILDER');
    expect(friend.content.palmOf).toBe('other');
    expect(friend.content.handProfile).toBeUndefined();
    expect((await me(owner)).archetype).toBe('FREE_SPIRIT');
    expect((await storedProfile(owner))!.photos).toHaveLength(1);
    // The next photo of my own palm is my second, not my third.
    const mine = await uploadPalm(owner, LONGISH);
    expect(mine.content.handProfile).toMatchObject({ photos: 2 });
    // The shared page says whose palm it is.
    const shared = (await (await fetch(`${h.baseUrl}/api/v1/shared/${friend.shareId}`)).json()) as {
      content: Record<string, unknown>;
    };
    expect(shared.content.palmOf).toBe('other');
  });

  it('refuses an upload that names neither, spending nothing', async () => {
    const owner = await signIn(h);
    const form = uploadForm(await palmJpeg(LONGISH));
    form.set('palmOf', 'mine');
    const res = await owner.fetch('/api/v1/readings/upload', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toMatchObject({ code: 'invalid_input' });
    expect((await me(owner)).unlockedReadings).toBe(1);
  });

  it('takes a deleted reading out of the profile, which is read again from the rest', async () => {
    const owner = await withCredits(await signIn(h), 3);
    const first = await uploadPalm(owner, LONGISH);
    const second = await uploadPalm(owner, SQUARISH);
    expect(second.userArchetype).toBe('FREE_SPIRIT');
    expect((await owner.fetch(`/api/v1/readings/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    // Only the square photo is left: the hand now reads as it alone does. Stored readings keep their words.
    expect(await storedProfile(owner)).toMatchObject({ archetype: 'BUILDER', pooled: 1 });
    expect((await me(owner)).archetype).toBe('BUILDER');
    const kept = (await (await owner.fetch(`/api/v1/readings/retrieve/${second.id}`)).json()) as Reading;
    expect(kept.userArchetype).toBe('FREE_SPIRIT');
    // Asking again changes nothing; deleting the last photo's reading leaves no profile.
    expect((await owner.fetch(`/api/v1/readings/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.fetch(`/api/v1/readings/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await storedProfile(owner)).toBeNull();
    expect((await me(owner)).archetype).toBeNull();
  });

  it('puts the profile in my export, with the readings it came from, and deletes it with my account', async () => {
    const owner = await withCredits(await signIn(h), 3);
    const first = await uploadPalm(owner, LONGISH);
    const second = await uploadPalm(owner, SQUARISH);
    await uploadPalm(owner, SQUARISH, 'other');
    const files = unzipSync(
      new Uint8Array(await (await owner.fetch('/api/v1/account/export', { method: 'POST' })).arrayBuffer()),
    );
    const data = JSON.parse(strFromU8(files['palme-data.json']!)) as {
      user: { handProfile: { photos: Array<{ readingId: string; shape: unknown }>; archetype: string } };
    };
    expect(data.user.handProfile.archetype).toBe('FREE_SPIRIT');
    expect(data.user.handProfile.photos.map((p) => p.readingId)).toEqual([first.id, second.id]);
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect((await h.db.collection('users').doc(owner.user.id).get()).exists).toBe(false);
  });

  it('loses no photo of two uploads of my own palm at once, on two instances', async () => {
    const owner = await withCredits(await signIn(h), 3);
    // One instance reads one photo per person at a time; two instances let both reach the transaction.
    const elsewhere = onInstance(owner, await anotherInstance(h));
    const upload = async (key: string, client = owner) => {
      const res = await client.fetch('/api/v1/readings/upload', {
        method: 'POST',
        body: uploadForm(await palmJpeg({ ...LONGISH, seed: key.length })),
        headers: { 'Idempotency-Key': key },
      });
      expect(res.status).toBe(201);
      return palmReadingSchema.parse(await res.json());
    };
    const readings = await Promise.all([upload('first-upload'), upload('second-upload-at-once', elsewhere)]);
    const profile = await storedProfile(owner);
    expect(profile!.photos.map((p) => p.readingId).sort()).toEqual(readings.map((r) => r.id).sort());
    // One of them was read from both photos.
    expect(readings.map((r) => r.content.handProfile!.photos).sort()).toEqual([1, 2]);
  });

  it('checks compatibility between the two people’s own hands, not the newest photo of each', async () => {
    const sharer = await withCredits(await signIn(h, { displayName: 'Theo' }), 3);
    const shared = await uploadPalm(sharer, LONGISH);
    const visitor = await withCredits(await signIn(h, { displayName: 'Ana' }), 3);
    await uploadPalm(visitor, LONGISH);
    // Ana's newest reading is of a friend's palm (a Builder): the check compares her own hand.
    await uploadPalm(visitor, SQUARISH, 'other');
    const res = await checkCompatibility(visitor, { partnerReadingShareId: shared.shareId });
    expect(res.status).toBe(201);
    const result = (await res.json()) as Reading;
    expect(result.content).toMatchObject({ userArchetype: 'FREE_SPIRIT', partnerArchetype: 'FREE_SPIRIT' });
  });
});
