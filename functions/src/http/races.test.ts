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
        setStripeCustomer: pause.around(store.setStripeCustomer),
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
});
