import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { unzipSync, strFromU8 } from 'fflate';
import type { Reading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import {
  checkCompatibility,
  errorBody,
  signIn,
  startHarnessWithStripe,
  storedPalmPhotos,
  uploadPalm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { StripeDouble } from '../../test/stripeDouble.js';

const stripe = new StripeDouble();
let h: Harness;

beforeAll(async () => {
  h = await startHarnessWithStripe(await stripe.start());
});
afterAll(() => stripe.stop());

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const setPublic = (client: SignedInClient, id: string, isPublic: unknown) =>
  client.fetch(`/api/v1/readings/${id}`, { method: 'PATCH', ...json({ isPublic }) });
const projection = (shareId: string) => h.db.collection('sharedReadings').doc(shareId).get();
const photosOf = (uid: string): string[] => storedPalmPhotos(h.blobDir, uid);

describe('making a reading private or public', () => {
  it('hides a private reading from its share link, photo, invitation and projection, and shows it again', async () => {
    const owner = await signIn(h, { displayName: 'Iris' });
    const reading = await uploadPalm(owner, { seed: 3 });
    expect((await projection(reading.shareId)).get('ownerName')).toBe('Iris');

    const hidden = await setPublic(owner, reading.id, false);
    expect(hidden.status).toBe(200);
    expect(((await hidden.json()) as Reading).isPublic).toBe(false);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}/image`)).status).toBe(404);
    expect((await projection(reading.shareId)).exists).toBe(false);
    const visitor = await signIn(h);
    await uploadPalm(visitor, { seed: 5 });
    const check = await checkCompatibility(visitor, { partnerReadingShareId: reading.shareId });
    expect(check.status).toBe(404);
    // The owner still has it.
    expect((await owner.fetch(`/api/v1/readings/retrieve/${reading.id}`)).status).toBe(200);

    expect((await setPublic(owner, reading.id, true)).status).toBe(200);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).status).toBe(200);
    expect((await projection(reading.shareId)).get('isPublic')).toBe(true);
  });

  it("refuses a bad body (400), someone else's reading (404) and a compatibility result (400), changing nothing", async () => {
    const owner = await signIn(h);
    const reading = await uploadPalm(owner, { seed: 3 });
    const res = await setPublic(owner, reading.id, 'no');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).code).toBe('invalid_input');

    const other = await signIn(h);
    const theirs = await setPublic(other, reading.id, false);
    expect(theirs.status).toBe(404);
    expect((await errorBody(theirs)).error).toBe('Reading not found');
    expect((await h.db.collection('readings').doc(reading.id).get()).get('isPublic')).toBe(true);

    await uploadPalm(other, { seed: 6 });
    const compat = (await (
      await checkCompatibility(other, { partnerReadingShareId: reading.shareId })
    ).json()) as Reading;
    const refused = await setPublic(other, compat.id, true);
    expect(refused.status).toBe(400);
    expect((await h.db.collection('readings').doc(compat.id).get()).get('isPublic')).toBe(true);
    expect((await projection(compat.shareId)).exists).toBe(false);
  });

  it('needs a session', async () => {
    const owner = await signIn(h);
    const reading = await uploadPalm(owner, { seed: 3 });
    const res = await fetch(`${h.baseUrl}/api/v1/readings/${reading.id}`, {
      method: 'PATCH',
      ...json({ isPublic: false }),
    });
    expect(res.status).toBe(401);
    expect((await h.db.collection('readings').doc(reading.id).get()).get('isPublic')).toBe(true);
  });
});

describe('deleting a reading', () => {
  it('deletes the reading, its projection and its photo; asking again is fine', async () => {
    const owner = await signIn(h);
    await h.db.collection('users').doc(owner.user.id).update({ unlockedReadings: 2 });
    const kept = await uploadPalm(owner, { seed: 7 });
    const gone = await uploadPalm(owner, { seed: 8 });
    const uid = (await h.db.collection('users').doc(owner.user.id).get()).get('firebaseUid') as string;
    expect(photosOf(uid)).toHaveLength(2);

    expect((await owner.fetch(`/api/v1/readings/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.fetch(`/api/v1/readings/retrieve/${gone.id}`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${gone.shareId}`)).status).toBe(404);
    expect((await projection(gone.shareId)).exists).toBe(false);
    expect(photosOf(uid)).toEqual([`${kept.id}.jpg`]);
    const list = (await (await owner.fetch('/api/v1/readings/list')).json()) as Reading[];
    expect(list.map((r) => r.id)).toEqual([kept.id]);

    expect((await owner.fetch(`/api/v1/readings/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("leaves someone else's reading alone", async () => {
    const owner = await signIn(h);
    const reading = await uploadPalm(owner, { seed: 3 });
    const other = await signIn(h);
    expect((await other.fetch(`/api/v1/readings/${reading.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.fetch(`/api/v1/readings/retrieve/${reading.id}`)).status).toBe(200);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).status).toBe(200);
  });
});

describe('exporting my data', () => {
  it('gives a zip of everything held about me, with my palm photos and no session ids', async () => {
    const owner = await signIn(h, { displayName: 'Export Me' });
    const reading = await uploadPalm(owner, { seed: 9 });
    const res = await owner.fetch('/api/v1/account/export', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="palme-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['palme-data.json', `photos/${reading.id}.jpg`]);
    const text = strFromU8(files['palme-data.json']!);
    const data = JSON.parse(text) as {
      user: { displayName: string; phoneNumber: string };
      readings: Array<{ id: string; measures: unknown; content: unknown }>;
      sessions: Array<{ expire: string }>;
    };
    expect(data.user).toMatchObject({ displayName: 'Export Me', phoneNumber: owner.phoneNumber });
    expect(data.readings.map((r) => r.id)).toEqual([reading.id]);
    expect(data.readings[0]!.measures).toBeTruthy();
    expect(data.sessions).toHaveLength(1);
    expect(text).not.toContain(owner.cookie.split('=')[1]!);
    const photo = files[`photos/${reading.id}.jpg`]!;
    const stored = await (await owner.fetch(reading.imageUrl!)).arrayBuffer();
    expect(Buffer.from(photo).equals(Buffer.from(stored))).toBe(true);
  });

  it('names nobody else: no partner or friend ids, only what a result or referral says and when', async () => {
    const owner = await signIn(h, { displayName: 'Export Others' });
    const reading = await uploadPalm(owner, { seed: 21 });
    const friend = await signIn(h, { displayName: 'Friend', referrerId: owner.user.id, shareId: reading.shareId });
    await uploadPalm(friend, { seed: 22 });
    const result = (await (
      await checkCompatibility(friend, { partnerReadingShareId: reading.shareId })
    ).json()) as Reading;
    const friendUid = (await h.db.collection('users').doc(friend.user.id).get()).get('firebaseUid') as string;

    const files = unzipSync(
      new Uint8Array(await (await owner.fetch('/api/v1/account/export', { method: 'POST' })).arrayBuffer()),
    );
    const text = strFromU8(files['palme-data.json']!);
    const data = JSON.parse(text) as {
      compatibilityWithMe: Array<{ content: Record<string, unknown> }>;
      referralsMade: Array<Record<string, unknown>>;
    };
    // The result in the words written to the owner (their list's), which name the friend, not them.
    const [listed] = (await (await owner.fetch('/api/v1/readings/list')).json()) as Reading[];
    expect(listed!.id).toBe(result.id);
    expect(data.compatibilityWithMe).toHaveLength(1);
    expect(data.compatibilityWithMe[0]!.content).toEqual(listed!.content);
    expect(data.compatibilityWithMe[0]!.content).toMatchObject({ partnerName: 'Friend' });
    expect(data.referralsMade).toEqual([{ status: 'completed', createdAt: expect.any(String) }]);
    for (const theirs of [friend.user.id, friendUid, result.id, result.shareId]) expect(text).not.toContain(theirs);
  });

  it('needs a session', async () => {
    expect((await fetch(`${h.baseUrl}/api/v1/account/export`, { method: 'POST' })).status).toBe(401);
  });

  it('cannot be started by another site: a link or form elsewhere gets 403 and uses up nothing', async () => {
    const owner = await signIn(h, { displayName: 'Export Elsewhere' });
    const fromElsewhere = await owner.fetch('/api/v1/account/export', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(((await fromElsewhere.json()) as { code: string }).code).toBe('forbidden_origin');
    // Nor is it served to a plain link any more: an export is asked for, never followed to.
    expect((await owner.fetch('/api/v1/account/export')).status).toBe(404);
  });
});

describe('deleting my account', () => {
  it('removes every record and photo, ends the subscription at Stripe, and a new account on the number starts without a free reading', async () => {
    const sponsor = await signIn(h, { displayName: 'Sponsor' });
    const ownersBrowser = randomUUID().replaceAll('-', '');
    const owner = await signIn(h, { displayName: 'Leaving', referrerId: sponsor.user.id, deviceId: ownersBrowser });
    const [ownersDevice] = (await h.db.collection('users').doc(owner.user.id).get()).get('deviceKeys') as string[];
    const reading = await uploadPalm(owner, { seed: 3 });
    const friend = await signIn(h, { referrerId: owner.user.id, shareId: reading.shareId });
    await uploadPalm(friend, { seed: 4 });
    const partner = await signIn(h);
    await uploadPalm(partner, { seed: 12 });
    const compat = (await (
      await checkCompatibility(partner, { partnerReadingShareId: reading.shareId })
    ).json()) as Reading;
    const started = await owner.fetch('/api/v1/subscriptions', { method: 'POST' });
    expect(started.status).toBe(201);
    const userDoc = await h.db.collection('users').doc(owner.user.id).get();
    const uid = userDoc.get('firebaseUid') as string;
    const customerId = userDoc.get('stripeCustomerId') as string;
    const subscriptionId = userDoc.get('stripeSubscriptionId') as string;
    stripe.activate(subscriptionId);
    const paid = stripe.webhook('invoice.paid', stripe.invoiceObject(subscriptionId));
    expect(
      (
        await fetch(`${h.baseUrl}/api/v1/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
          body: paid.body,
        })
      ).status,
    ).toBe(200);
    expect((await h.db.collection('stripeEvents').doc(paid.eventId).get()).get('userId')).toBe(owner.user.id);
    expect(JSON.stringify((await h.db.collection('readings').doc(compat.id).get()).data())).toContain('Leaving');
    expect(photosOf(uid)).toHaveLength(1);

    const res = await owner.fetch('/api/v1/account', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/__session=;/);

    // Nothing of the old account remains in the database…
    const id = owner.user.id;
    expect((await h.db.collection('users').doc(id).get()).exists).toBe(false);
    for (const [name, field] of [
      ['readings', 'userId'],
      ['sessions', 'sess.userId'],
      ['userUids', 'userId'],
      ['userPhones', 'userId'],
      ['referrals', 'referrerId'],
    ] as const) {
      expect((await h.db.collection(name).where(field, '==', id).get()).size, name).toBe(0);
    }
    expect((await projection(reading.shareId)).exists).toBe(false);
    const everything = JSON.stringify(
      (
        await Promise.all(
          ['users', 'userPhones', 'userUids', 'referrals', 'starterGrants', 'stripeEvents'].map((n) =>
            h.db.collection(n).get(),
          ),
        )
      ).flatMap((s) => s.docs.map((d) => ({ id: d.id, ...d.data() }))),
    );
    expect(everything).not.toContain(owner.phoneNumber);
    expect(everything).not.toContain(id);
    // …the friend they referred and the partner's result stay, anonymised…
    expect((await h.db.collection('referrals').doc(friend.user.id).get()).get('referrerId')).toBeNull();
    const kept = (await h.db.collection('readings').doc(compat.id).get()).data()!;
    expect(kept.partnerUserId).toBeNull();
    expect(kept.content.partnerName).toBeNull();
    expect(JSON.stringify(kept)).not.toContain('Leaving');
    expect(kept.content.outcomeDescription).toContain('your partner');
    // …as does the referral that brought them, for their sponsor, under an id that is not theirs.
    const sponsored = await h.db.collection('referrals').where('referrerId', '==', sponsor.user.id).get();
    expect(sponsored.docs.map((d) => d.get('referredUserId'))).toEqual([null]);
    // Nor the hash of the browser they signed up on (nothing to tie a later account to this one).
    expect(sponsored.docs.map((d) => d.get('deviceKey'))).toEqual([null]);
    expect(everything).not.toContain(ownersDevice!);
    // …no photo, no Firebase identity, no Stripe customer; the subscription ended at once.
    expect(photosOf(uid)).toEqual([]);
    await expect(getAuth(getApps().find((a) => a.name.startsWith('test-'))!).getUser(uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect(stripe.customers.has(customerId)).toBe(false);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // The old session is dead, and deleting again is fine.
    expect((await owner.fetch('/api/v1/auth/user')).status).toBe(401);
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);

    // The same number can sign up again, as a new user without a second free reading or check.
    const again = await signIn(h, { phoneNumber: owner.phoneNumber, referrerId: friend.user.id });
    expect(again.user.id).not.toBe(id);
    expect(again.user).toMatchObject({ unlockedReadings: 0, unlockedCompatibility: 0 } satisfies Partial<User>);
    // …and, re-created, it refers nobody: its referrer is not even told of it.
    expect((await h.db.collection('referrals').doc(again.user.id).get()).exists).toBe(false);
  });

  it('answers 204 and deletes nothing without a session', async () => {
    const res = await fetch(`${h.baseUrl}/api/v1/account`, { method: 'DELETE' });
    expect(res.status).toBe(204);
  });
});
