import { describe, expect, it } from 'vitest';
import { signIn, startHarness, uploadPalm } from '../../test/apiHarness.js';
import { finishStalledDeletions } from './finishStalledDeletions.js';
import { DELETION_STALLED_MS } from './myData.js';

describe('finishing stalled account deletions', () => {
  it('finishes an account marked longer ago than a deletion takes, and leaves one that may still be running', async () => {
    let recordsDown = true;
    const h = await startHarness(({ store }) => ({
      store: {
        ...store,
        deleteAccount: async (userId, now) => {
          if (recordsDown) throw new Error('Firestore did not answer');
          return store.deleteAccount(userId, now);
        },
      },
    }));
    const [stalled, running] = [await signIn(h, { displayName: 'Old' }), await signIn(h, { displayName: 'New' })];
    await uploadPalm(stalled, { seed: 92 });
    for (const client of [stalled, running]) {
      expect((await client.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(500);
    }
    recordsDown = false;
    // One deletion stalled long ago (its owner gone); the other only just failed.
    await h.db
      .collection('users')
      .doc(stalled.user.id)
      .update({ deletingAt: new Date(Date.now() - DELETION_STALLED_MS - 60_000) });

    expect((await finishStalledDeletions(h.deps)).finished).toBeGreaterThanOrEqual(1);
    expect((await h.db.collection('users').doc(stalled.user.id).get()).exists).toBe(false);
    expect((await h.db.collection('readings').where('userId', '==', stalled.user.id).get()).size).toBe(0);
    const waiting = await h.db.collection('users').doc(running.user.id).get();
    expect(waiting.exists).toBe(true);
    expect(waiting.get('deletingAt')).toBeTruthy();
  });
});
