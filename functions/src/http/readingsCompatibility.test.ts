import { beforeAll, describe, expect, it } from 'vitest';
import { compatibilityContentSchema } from '../contract/readingContent.js';
import type { Reading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import {
  checkCompatibility,
  errorBody,
  signIn,
  startHarness,
  uploadPalm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';

let h: Harness;
let sharer: SignedInClient;
let sharerReading: Reading;

beforeAll(async () => {
  h = await startHarness();
  sharer = await signIn(h, { displayName: 'Maya' });
  sharerReading = await uploadPalm(sharer, { seed: 3, palmRatio: 0.6 + 3 / 20 });
});

describe('POST /api/v1/readings/compatibility', () => {
  it("creates the caller's compatibility reading with the partner, spending one credit", async () => {
    const visitor = await signIn(h, { displayName: 'Theo' });
    const own = await uploadPalm(visitor, { seed: 5, palmRatio: 0.6 + 5 / 20 });
    const res = await checkCompatibility(visitor, { partnerReadingShareId: sharerReading.shareId });
    expect(res.status).toBe(201);
    const reading = (await res.json()) as Reading;
    expect(reading).toMatchObject({
      readingType: 'COMPATIBILITY',
      userId: visitor.user.id,
      partnerUserId: sharer.user.id,
      // A result shows no photo: neither person's palm photo is reachable through it.
      imageUrl: null,
    });
    expect(compatibilityContentSchema.safeParse(reading.content).success).toBe(true);
    expect(reading.content).toMatchObject({
      partnerName: 'Maya',
      userArchetype: own.userArchetype,
      partnerArchetype: sharerReading.userArchetype,
    });
    expect(reading.compatibilityOutcome).toBe(reading.content.outcome);

    // Both parties may open the result by its share id (the id its link carries); nobody else, and
    // neither the public shared-reading address nor the by-id address takes that share id.
    const result = (client: SignedInClient, shareId = reading.shareId) =>
      client.fetch(`/api/v1/readings/compatibility/${shareId}`);
    const opened = await result(visitor);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as Reading).id).toBe(reading.id);
    expect((await result(sharer)).status).toBe(200);
    const stranger = await signIn(h);
    expect((await result(stranger)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).status).toBe(404);
    expect((await visitor.fetch(`/api/v1/readings/retrieve/${reading.shareId}`)).status).toBe(404);
    // A palm reading is never answered as a compatibility result, even to its owner.
    expect((await result(sharer, sharerReading.shareId)).status).toBe(404);

    const me = (await (await visitor.fetch('/api/v1/auth/user')).json()) as User;
    expect(me.unlockedCompatibility).toBe(0);
    const again = await checkCompatibility(visitor, { partnerReadingShareId: sharerReading.shareId });
    expect(again.status).toBe(403);
    expect((await errorBody(again)).code).toBe('no_compatibility_left');
  });

  it('answers a retried check with the first result, spending one credit, even once the credit is gone', async () => {
    const visitor = await signIn(h, { displayName: 'Iva' });
    await uploadPalm(visitor, { seed: 7, palmRatio: 0.6 + 7 / 20 });
    const retry = (key: string) =>
      visitor.fetch('/api/v1/readings/compatibility', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ partnerReadingShareId: sharerReading.shareId }),
      });
    const first = await retry('compat-key-0001');
    expect(first.status).toBe(201);
    const again = await retry('compat-key-0001');
    expect(again.status).toBe(200);
    expect(((await again.json()) as Reading).id).toBe(((await first.json()) as Reading).id);
    const me = (await (await visitor.fetch('/api/v1/auth/user')).json()) as User;
    expect(me.unlockedCompatibility).toBe(0);
    const list = (await (await visitor.fetch('/api/v1/readings/list')).json()) as Reading[];
    expect(list.filter((r) => r.readingType === 'COMPATIBILITY')).toHaveLength(1);
    // A new check (a new key) is a new request, refused without credit.
    expect((await retry('compat-key-0002')).status).toBe(403);
  });

  it('needs a palm reading of your own first', async () => {
    const newcomer = await signIn(h);
    const res = await checkCompatibility(newcomer, { partnerReadingShareId: sharerReading.shareId });
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toMatchObject({ code: 'no_palm_reading', error: 'No palm reading found' });
  });

  it('refuses compatibility with yourself', async () => {
    const res = await checkCompatibility(sharer, { partnerReadingShareId: sharerReading.shareId });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).code).toBe('self_compatibility');
  });

  it('answers 404 for an unknown share id and 400 for a missing one', async () => {
    const visitor = await signIn(h);
    await uploadPalm(visitor, { seed: 8, palmRatio: 0.6 + 8 / 20 });
    expect((await checkCompatibility(visitor, { partnerReadingShareId: 'noSuchShareIdAtAll123' })).status).toBe(404);
    expect((await checkCompatibility(visitor, {})).status).toBe(400);
    expect((await checkCompatibility(visitor, { partnerReadingShareId: 42 })).status).toBe(400);
    const me = (await (await visitor.fetch('/api/v1/auth/user')).json()) as User;
    expect(me.unlockedCompatibility).toBe(1);
  });
});
