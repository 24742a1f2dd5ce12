/**
 * Two requests that overlap, made to overlap at the worst moment on purpose: one request's store or
 * blob call is paused while another request runs to the end, on the Firestore and Auth emulators.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Reading } from '../contract/reading.js';
import {
  errorBody,
  PROJECT_ID,
  signIn,
  startHarness,
  startHarnessWithStripe,
  storedPalmPhotos,
  uploadForm,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';
import { StripeDouble } from '../../test/stripeDouble.js';
import { DELETION_STALLED_MS } from '../usecases/myData.js';

const admin = initializeApp({ projectId: PROJECT_ID }, `races-${randomUUID()}`);
afterAll(() => deleteApp(admin));

/** Runs `during` the first time the wrapped call is made after `arm()`; the call then goes on. */
function pauseOnce() {
  let armed: (() => Promise<unknown>) | null = null;
  return {
    arm(during: () => Promise<unknown>) {
      armed = during;
    },
    around<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
      return async (...args) => {
        const during = armed;
        armed = null;
        if (during) await during();
        return call(...args);
      };
    },
  };
}

async function upload(client: SignedInClient, seed: number): Promise<Response> {
  return client.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(await palmJpeg({ seed })) });
}

describe('a visitor’s first view of an older public reading, as its owner makes it private', () => {
  it('does not bring the reading back public: the visitor and everyone after get 404', async () => {
    const pause = pauseOnce();
    const h = await startHarness(({ store }) => ({
      store: {
        ...store,
        publishSharedReading: pause.around(store.publishSharedReading),
      },
    }));
    const owner = await signIn(h, { displayName: 'Oona' });
    const reading = (await (await upload(owner, 81)).json()) as Reading;
    // A reading made before projections were kept: the first view writes its projection.
    await h.db.collection('sharedReadings').doc(reading.shareId).delete();

    // The visitor's request has read the reading (public); before it writes the projection, the
    // owner makes the reading private.
    pause.arm(async () => {
      const res = await owner.fetch(`/api/v1/readings/${reading.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isPublic: false }),
      });
      expect(res.status).toBe(200);
    });
    const visitor = await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`);
    expect(visitor.status).toBe(404);
    expect((await h.db.collection('sharedReadings').doc(reading.shareId).get()).exists).toBe(false);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).status).toBe(404);
    expect((await h.db.collection('readings').doc(reading.id).get()).get('isPublic')).toBe(false);
  });
});

describe('a compatibility check, as the partner makes their reading private', () => {
  it('is not paired with the reading: 404, no result, nothing of the partner copied, no credit spent', async () => {
    const pause = pauseOnce();
    const h = await startHarness(({ store }) => ({
      store: { ...store, transaction: pause.around(store.transaction) as typeof store.transaction },
    }));
    const partner = await signIn(h, { displayName: 'Pia' });
    const invitation = (await (await upload(partner, 84)).json()) as Reading;
    const checker = await signIn(h, { displayName: 'Cy' });
    expect((await upload(checker, 85)).status).toBe(201);
    const before = (await h.db.collection('users').doc(checker.user.id).get()).data();

    // The check has found the reading public; before it writes the pair, the partner makes it private.
    pause.arm(async () => {
      const res = await partner.fetch(`/api/v1/readings/${invitation.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isPublic: false }),
      });
      expect(res.status).toBe(200);
    });
    const res = await checker.fetch('/api/v1/readings/compatibility', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerReadingShareId: invitation.shareId }),
    });
    expect(res.status).toBe(404);
    const made = await h.db.collection('readings').where('partnerUserId', '==', partner.user.id).get();
    expect(made.size).toBe(0);
    expect((await h.db.collection('users').doc(checker.user.id).get()).data()).toEqual(before);
  });
});

describe('a compatibility check, as the partner deletes their account', () => {
  it('is not made with someone whose account is marked for deletion: 404, no result, no credit spent', async () => {
    const pause = pauseOnce();
    const h = await startHarness(({ identity }) => ({
      identity: { ...identity, deleteIdentity: pause.around(identity.deleteIdentity) },
    }));
    const partner = await signIn(h, { displayName: 'Pia' });
    const invitation = (await (await upload(partner, 87)).json()) as Reading;
    const checker = await signIn(h, { displayName: 'Cy' });
    expect((await upload(checker, 88)).status).toBe(201);
    const before = (await h.db.collection('users').doc(checker.user.id).get()).data();

    // The partner's account is marked (its readings still there, still public) when the check comes.
    let checked: Response | null = null;
    pause.arm(async () => {
      checked = await checker.fetch('/api/v1/readings/compatibility', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ partnerReadingShareId: invitation.shareId }),
      });
    });
    expect((await partner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect(checked!.status).toBe(404);
    expect((await h.db.collection('readings').where('userId', '==', checker.user.id).get()).size).toBe(1);
    expect((await h.db.collection('users').doc(checker.user.id).get()).data()).toEqual(before);
  });
});

describe('deleting the account while an upload is in flight', () => {
  it('refuses the upload with 409 account_deleting and leaves no reading, projection or photo behind', async () => {
    const pause = pauseOnce();
    const h = await startHarness(({ blobs }) => ({
      blobs: {
        ...blobs,
        delete: pause.around(blobs.delete),
      },
    }));
    const owner = await signIn(h, { displayName: 'Ines' });
    await h.db.collection('users').doc(owner.user.id).update({ unlockedReadings: 3 });
    expect((await upload(owner, 82)).status).toBe(201);
    const uid = (await h.db.collection('users').doc(owner.user.id).get()).get('firebaseUid') as string;

    // The deletion has listed what to remove and is deleting photos when the second upload arrives.
    let inFlight: Response | undefined;
    pause.arm(async () => {
      inFlight = await upload(owner, 83);
    });
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect(inFlight!.status).toBe(409);
    expect((await errorBody(inFlight!)).code).toBe('account_deleting');

    expect((await h.db.collection('users').doc(owner.user.id).get()).exists).toBe(false);
    expect((await h.db.collection('readings').where('userId', '==', owner.user.id).get()).size).toBe(0);
    expect((await h.db.collection('sharedReadings').where('ownerId', '==', owner.user.id).get()).size).toBe(0);
    expect(storedPalmPhotos(h.blobDir, uid)).toEqual([]);
  });
});

describe('starting a subscription while the account is being deleted', () => {
  it('leaves no Stripe customer behind: the one made meanwhile is deleted again, and the start is refused', async () => {
    const stripe = new StripeDouble();
    const apiBase = await stripe.start();
    onTestFinished(() => stripe.stop());
    const pause = pauseOnce();
    const h = await startHarnessWithStripe(apiBase, ({ store }) => ({
      store: {
        ...store,
        // The first transaction of the start is the one that keeps the customer on the account.
        transaction: pause.around(store.transaction),
      },
    }));
    const owner = await signIn(h, { displayName: 'Rhea' });
    // Stripe has made the customer; before it is kept on the user, the owner deletes the account.
    pause.arm(async () => {
      expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    });
    const started = await owner.fetch('/api/v1/subscriptions', { method: 'POST' });
    expect(started.status).toBeGreaterThanOrEqual(400);
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === owner.user.id)).toEqual([]);
    expect([...stripe.subscriptions.values()].filter((s) => s.metadata.userId === owner.user.id)).toEqual([]);
    expect((await h.db.collection('users').doc(owner.user.id).get()).exists).toBe(false);
  });

  /** A harness whose account deletion stops, once, after it has marked the account (at its identities). */
  async function deletionHeldAtIdentities(apiBase: string) {
    const pause = pauseOnce();
    const h = await startHarnessWithStripe(apiBase, ({ identity }) => ({
      identity: { ...identity, deleteIdentity: pause.around(identity.deleteIdentity) },
    }));
    return { h, pause };
  }

  it('refuses a start while the account is marked for deletion, before any customer is made', async () => {
    const stripe = new StripeDouble();
    const apiBase = await stripe.start();
    onTestFinished(() => stripe.stop());
    const { h, pause } = await deletionHeldAtIdentities(apiBase);
    const owner = await signIn(h, { displayName: 'Rhea' });
    let started: Response | null = null;
    // The account is marked and still there, its session too: the start must read the mark.
    pause.arm(async () => {
      started = await owner.fetch('/api/v1/subscriptions', { method: 'POST' });
    });
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect(started!.status).toBe(409);
    expect((await errorBody(started!)).code).toBe('account_deleting');
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === owner.user.id)).toEqual([]);
    expect([...stripe.subscriptions.values()].filter((s) => s.metadata.userId === owner.user.id)).toEqual([]);
  });

  it('refuses it too for an account that already has a Stripe customer', async () => {
    const stripe = new StripeDouble();
    const apiBase = await stripe.start();
    onTestFinished(() => stripe.stop());
    const { h, pause } = await deletionHeldAtIdentities(apiBase);
    const owner = await signIn(h, { displayName: 'Rhea' });
    // A customer from an earlier start, its subscription gone.
    expect((await owner.fetch('/api/v1/subscriptions', { method: 'POST' })).status).toBe(201);
    await h.db.collection('users').doc(owner.user.id).update({ stripeSubscriptionId: null });
    const subscriptions = () =>
      [...stripe.subscriptions.values()].filter((s) => s.metadata.userId === owner.user.id).length;
    const before = subscriptions();
    let started: Response | null = null;
    let made = 0;
    pause.arm(async () => {
      started = await owner.fetch('/api/v1/subscriptions', { method: 'POST' });
      made = subscriptions() - before;
    });
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect(started!.status).toBe(409);
    expect((await errorBody(started!)).code).toBe('account_deleting');
    expect(made).toBe(0);
  });
});

describe('a deletion cut short', () => {
  it('can be asked for again, and then leaves no Firebase identity and no record; the number cannot sign back in meanwhile', async () => {
    let identityDown = true;
    const h = await startHarness(({ identity }) => ({
      identity: {
        ...identity,
        deleteIdentity: async (uid) => {
          if (identityDown) throw new Error('Firebase Auth did not answer');
          return identity.deleteIdentity(uid);
        },
      },
    }));
    const owner = await signIn(h, { displayName: 'Pia' });
    const uid = (await h.db.collection('users').doc(owner.user.id).get()).get('firebaseUid') as string;

    const first = await owner.fetch('/api/v1/account', { method: 'DELETE' });
    expect(first.status).toBe(500);
    // Signing in again with the number does not reopen an account being deleted.
    const again = await signIn(h, { phoneNumber: owner.phoneNumber }).catch((err: Error) => err.message);
    expect(again).toMatch(/sign-in failed: 409 .*account_deleting/);

    identityDown = false;
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    await expect(getAuth(admin).getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await h.db.collection('users').doc(owner.user.id).get()).exists).toBe(false);
    // Now gone, the number signs up afresh.
    const fresh = await signIn(h, { phoneNumber: owner.phoneNumber });
    expect(fresh.user.id).not.toBe(owner.user.id);
  });

  it('is finished by the number signing in again, once it has clearly stalled (its sessions already gone)', async () => {
    let recordsDown = true;
    const h = await startHarness(({ store }) => ({
      store: {
        ...store,
        // The last step fails after the sessions went: nobody is left signed in to ask again.
        deleteAccount: async (userId, now) => {
          if (recordsDown) {
            await h.db
              .collection('sessions')
              .where('sess.userId', '==', userId)
              .get()
              .then((found) => Promise.all(found.docs.map((d) => d.ref.delete())));
            throw new Error('Firestore did not answer');
          }
          return store.deleteAccount(userId, now);
        },
      },
    }));
    const owner = await signIn(h, { displayName: 'Pia' });
    expect((await upload(owner, 86)).status).toBe(201);
    expect((await owner.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(500);
    expect((await owner.fetch('/api/v1/auth/user')).status).toBe(401);
    recordsDown = false;

    // Soon after, the number still cannot sign back in: the deletion may be running.
    const soon = await signIn(h, { phoneNumber: owner.phoneNumber }).catch((err: Error) => err.message);
    expect(soon).toMatch(/sign-in failed: 409 .*account_deleting/);
    // Long after, signing in finishes the deletion and signs the number up afresh.
    const marked = h.db.collection('users').doc(owner.user.id);
    await marked.update({ deletingAt: new Date(Date.now() - DELETION_STALLED_MS - 60_000) });
    const fresh = await signIn(h, { phoneNumber: owner.phoneNumber });
    expect(fresh.user.id).not.toBe(owner.user.id);
    expect((await marked.get()).exists).toBe(false);
    expect((await h.db.collection('readings').where('userId', '==', owner.user.id).get()).size).toBe(0);
    // Without a second starter reading: the number had one.
    expect(fresh.user.unlockedReadings).toBe(0);
  });
});
