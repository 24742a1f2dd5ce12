import { beforeAll, describe, expect, it } from 'vitest';
import { compatibilityContentSchema } from '../contract/readingContent.js';
import { compatibilityReadingSchema, readingListSchema, type Reading } from '../contract/reading.js';
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
    const reading = compatibilityReadingSchema.parse(await res.json());
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

  it('is listed for the inviter too, in words written to them, new until they open it', async () => {
    const inviter = await signIn(h, { displayName: 'Ines' });
    const invitation = await uploadPalm(inviter, { seed: 11, palmRatio: 0.6 + 11 / 20 });
    const checker = await signIn(h, { displayName: 'Theo' });
    const own = await uploadPalm(checker, { seed: 12, palmRatio: 0.6 + 12 / 20 });
    const made = compatibilityReadingSchema.parse(
      await (await checkCompatibility(checker, { partnerReadingShareId: invitation.shareId })).json(),
    );
    expect(made.newForYou).toBeUndefined();
    const list = async (client: SignedInClient) =>
      readingListSchema.parse(await (await client.fetch('/api/v1/readings/list')).json());

    // The inviter's list has it, newest first, above their palm reading: the same outcome, from their side.
    const [listed, palm] = await list(inviter);
    expect(palm!.id).toBe(invitation.id);
    expect(listed).toMatchObject({
      id: made.id,
      readingType: 'COMPATIBILITY',
      userId: checker.user.id,
      partnerUserId: inviter.user.id,
      compatibilityOutcome: made.compatibilityOutcome,
      userArchetype: invitation.userArchetype,
      newForYou: true,
    });
    expect(compatibilityContentSchema.safeParse(listed!.content).success).toBe(true);
    expect(listed!.content).toMatchObject({
      partnerName: 'Theo',
      outcome: made.compatibilityOutcome,
      userArchetype: invitation.userArchetype,
      partnerArchetype: own.userArchetype,
    });
    expect(JSON.stringify(listed!.content)).not.toMatch(/\bInes\b/);
    // The checker's copy is unchanged, and never called new to them.
    const [mine] = await list(checker);
    expect(mine).toMatchObject({ id: made.id, content: made.content });
    expect(mine!.newForYou).toBeUndefined();
    // Opened by its link, it is the inviter's view too.
    const opened = (await (await inviter.fetch(`/api/v1/readings/compatibility/${made.shareId}`)).json()) as Reading;
    expect(opened.content).toEqual(listed!.content);

    // Once opened it is no longer new; only its partner can say so.
    expect((await checker.fetch(`/api/v1/readings/${made.id}/seen`, { method: 'POST' })).status).toBe(404);
    expect((await inviter.fetch(`/api/v1/readings/${made.id}/seen`, { method: 'POST' })).status).toBe(204);
    expect((await inviter.fetch(`/api/v1/readings/${made.id}/seen`, { method: 'POST' })).status).toBe(204);
    expect((await list(inviter))[0]!.newForYou).toBeUndefined();

    // The inviter can take it out of their list; the checker keeps it, no longer naming the inviter
    // (as when the inviter deletes their account: nothing of theirs stays behind in it).
    expect((await inviter.fetch(`/api/v1/readings/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list(inviter)).map((r) => r.id)).toEqual([invitation.id]);
    expect((await inviter.fetch(`/api/v1/readings/compatibility/${made.shareId}`)).status).toBe(404);
    const [kept] = await list(checker);
    expect(kept).toMatchObject({ id: made.id, partnerUserId: null, compatibilityOutcome: made.compatibilityOutcome });
    expect(kept!.content).toMatchObject({ partnerName: null, outcomeTitle: made.content.outcomeTitle });
    expect(JSON.stringify(kept!.content)).not.toMatch(/\bInes\b/);
  });

  it('shows a result made before partner views were kept to its checker only: its words speak to them', async () => {
    const inviter = await signIn(h, { displayName: 'Olga' });
    const invitation = await uploadPalm(inviter, { seed: 13, palmRatio: 0.6 + 13 / 20 });
    const checker = await signIn(h, { displayName: 'Pavel' });
    await uploadPalm(checker, { seed: 14, palmRatio: 0.6 + 14 / 20 });
    const made = compatibilityReadingSchema.parse(
      await (await checkCompatibility(checker, { partnerReadingShareId: invitation.shareId })).json(),
    );
    await h.db.collection('readings').doc(made.id).update({ partnerView: null });
    expect((await (await inviter.fetch('/api/v1/readings/list')).json()) as Reading[]).toHaveLength(1);
    expect((await inviter.fetch(`/api/v1/readings/compatibility/${made.shareId}`)).status).toBe(404);
    expect((await checker.fetch(`/api/v1/readings/compatibility/${made.shareId}`)).status).toBe(200);
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
