import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { palmReadingSchema, readingListSchema, type PalmReading, type Reading } from '../contract/reading.js';
import {
  errorBody,
  signIn,
  startHarness,
  uploadPalm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';

let h: Harness;
let alice: SignedInClient;
let bob: SignedInClient;
let aliceReadings: PalmReading[];

beforeAll(async () => {
  h = await startHarness();
  alice = await signIn(h, { displayName: 'Alice' });
  bob = await signIn(h, { displayName: 'Bob' });
  await h.db.collection('users').doc(alice.user.id).update({ unlockedReadings: 3 });
  aliceReadings = [];
  for (const seed of [1, 2, 3]) aliceReadings.push(await uploadPalm(alice, { seed, lines: seed * 3 }));
});

describe('GET /api/v1/readings/list', () => {
  it("lists the user's own readings, newest first", async () => {
    const list = (await (await alice.fetch('/api/v1/readings/list')).json()) as Reading[];
    expect(list.map((r) => r.id)).toEqual(aliceReadings.map((r) => r.id).reverse());
    expect(list.at(-1)!.readingType).toBe('FIRST_PALM_READING');
    expect(list[0]!.readingType).toBe('FULL_ANALYSIS');
  });

  it('sends a reading stored in an older shape whole, in the one schema, its words kept', async () => {
    const carol = await signIn(h, { displayName: 'Carol' });
    const made = await uploadPalm(carol, { seed: 4 });
    const { love, health, keyInsight: _insight, ...rest } = made.content;
    // As readings were once stored: a text key insight, love and health under older names, no date.
    await h.db
      .collection('readings')
      .doc(made.id)
      .update({
        content: { ...rest, keyInsight: 'Older words.', romance: love, family: health, forecastDate: null },
      });
    const [listed] = readingListSchema.parse(await (await carol.fetch('/api/v1/readings/list')).json());
    const upgraded = palmReadingSchema.parse(listed).content;
    expect(upgraded.keyInsight.text).toBe('Older words.');
    expect(upgraded.love).toEqual(love);
    expect(upgraded.health).toEqual(health);
    // Today's daily parts, written again for a reading whose date was lost.
    expect(upgraded.forecastDate).toBe(made.content.forecastDate);
  });

  it('shows another user none of them, and needs a session', async () => {
    expect(await (await bob.fetch('/api/v1/readings/list')).json()).toEqual([]);
    expect((await fetch(`${h.baseUrl}/api/v1/readings/list`)).status).toBe(401);
  });

  it("sends today's daily parts for a reading made on an earlier day", async () => {
    h.setNow(new Date(Date.now() + 3 * 86_400_000));
    try {
      const list = z.array(palmReadingSchema).parse(await (await alice.fetch('/api/v1/readings/list')).json());
      const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      expect(list[0]!.content.forecastDate).toBe(later);
      expect(list[0]!.content.archetypeDescription).toBe(aliceReadings[2]!.content.archetypeDescription);
    } finally {
      h.setNow(new Date());
    }
  });
});

describe('GET /api/v1/readings/retrieve/{id}', () => {
  it("writes the daily parts for the reader's own date, and UTC's for a date no clock shows", async () => {
    h.setNow(new Date('2026-11-23T00:30:00Z'));
    try {
      // Still the 22nd in Los Angeles; the 23rd in UTC.
      const asRead = async (localDate?: string) =>
        palmReadingSchema.parse(
          (
            (await (
              await alice.fetch('/api/v1/readings/list', { headers: localDate ? { 'X-Local-Date': localDate } : {} })
            ).json()) as unknown[]
          )[0],
        ).content.forecastDate;
      expect(await asRead('2026-11-22')).toBe('2026-11-22');
      expect(await asRead()).toBe('2026-11-23');
      expect(await asRead('2026-12-25')).toBe('2026-11-23');
    } finally {
      h.setNow(new Date());
    }
  });

  it('returns an own reading', async () => {
    const res = await alice.fetch(`/api/v1/readings/retrieve/${aliceReadings[0]!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Reading).id).toBe(aliceReadings[0]!.id);
  });

  it("answers 404 for someone else's reading, an unknown id and a traversal attempt", async () => {
    for (const id of [
      aliceReadings[0]!.id,
      '00000000-0000-4000-8000-000000000000',
      '..%2F..%2Fusers',
      'x'.repeat(300),
    ]) {
      const res = await bob.fetch(`/api/v1/readings/retrieve/${id}`);
      expect(res.status).toBe(404);
      expect((await errorBody(res)).code).toBe('not_found');
    }
  });
});

describe('eligibility', () => {
  it('answers for the signed-in user, and 403 for anyone else', async () => {
    const own = await bob.fetch(`/api/v1/readings/eligibility/reading?userId=${bob.user.id}`);
    expect(await own.json()).toEqual({ canGenerateReading: true, unlockedReadings: 1, isPremium: false });
    const compat = await bob.fetch(`/api/v1/readings/eligibility/compatibility?userId=${bob.user.id}`);
    expect(await compat.json()).toEqual({
      canGenerateCompatibilityReading: true,
      unlockedCompatibility: 1,
      isPremium: false,
    });
    const spent = await alice.fetch(`/api/v1/readings/eligibility/reading?userId=${alice.user.id}`);
    expect(((await spent.json()) as { canGenerateReading: boolean }).canGenerateReading).toBe(false);

    const other = await bob.fetch(`/api/v1/readings/eligibility/reading?userId=${alice.user.id}`);
    expect(other.status).toBe(403);
    expect((await errorBody(other)).code).toBe('forbidden');
    expect((await bob.fetch('/api/v1/readings/eligibility/compatibility')).status).toBe(400);
  });

  it('always makes a subscriber eligible', async () => {
    await h.db
      .collection('users')
      .doc(alice.user.id)
      .update({ subscriptionStatus: 'canceling', subscriptionExpiresAt: new Date(Date.now() + 86_400_000) });
    try {
      const res = await alice.fetch(`/api/v1/readings/eligibility/reading?userId=${alice.user.id}`);
      expect(await res.json()).toEqual({ canGenerateReading: true, unlockedReadings: 0, isPremium: true });
    } finally {
      await h.db
        .collection('users')
        .doc(alice.user.id)
        .update({ subscriptionStatus: null, subscriptionExpiresAt: null });
    }
  });
});
