/** Sign-in's rules (starter credits, referrals, accounts being deleted), on the store's transaction port without the emulator. */
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/DomainError.js';
import { randomIds } from '../domain/ids.js';
import type { PalmeStore } from '../domain/store.js';
import { memoryTransactions } from '../../test/memoryTransactions.js';
import { signIn, type SignInRequest } from './signIn.js';

const NOW = new Date('2026-11-25T10:00:00Z');

function world() {
  const memory = memoryTransactions();
  const store = {
    ...memory.store,
    createSession: async () => {},
    deleteSession: async () => {},
  } as unknown as PalmeStore;
  const ports = {
    store,
    identity: null as never,
    blobs: null as never,
    payments: null,
    clock: () => NOW,
    ids: randomIds,
  };
  const request = (uid: string, phoneNumber: string, more: Partial<SignInRequest> = {}): SignInRequest => ({
    identity: { uid, phoneNumber },
    displayName: 'Ada',
    referrerId: null,
    shareId: null,
    previousSessionId: null,
    ...more,
  });
  return { state: memory.state, signInAs: (r: SignInRequest) => signIn(ports, r), request };
}

describe('signing in', () => {
  it('makes a newcomer with the starter reading and compatibility check, linked by uid and number', async () => {
    const w = world();
    const { user } = await w.signInAs(w.request('uid-1', '+15550000001'));
    expect(user).toMatchObject({ unlockedReadings: 1, unlockedCompatibility: 1, firebaseUid: 'uid-1' });
    expect(w.state.uids.get('uid-1')).toBe(user.id);
    expect(w.state.phones.get('+15550000001')).toBe(user.id);
    expect(w.state.starterGrants.has('+15550000001')).toBe(true);
  });

  it('finds the same user again by number with a new uid, renamed and relinked', async () => {
    const w = world();
    const first = await w.signInAs(w.request('uid-1', '+15550000001'));
    const again = await w.signInAs(w.request('uid-2', '+15550000001', { displayName: 'Ada L.' }));
    expect(again.user.id).toBe(first.user.id);
    expect(w.state.users.get(first.user.id)).toMatchObject({ displayName: 'Ada L.', firebaseUid: 'uid-2' });
    expect(w.state.uids.get('uid-2')).toBe(first.user.id);
    expect(w.state.users.size).toBe(1);
  });

  it('gives a number that already had the starter credits none again, and its new account refers nobody', async () => {
    const w = world();
    const friend = await w.signInAs(w.request('uid-f', '+15550000009'));
    w.state.starterGrants.add('+15550000001'); // an account on this number was deleted
    const { user } = await w.signInAs(w.request('uid-1', '+15550000001', { referrerId: friend.user.id }));
    expect(user).toMatchObject({ unlockedReadings: 0, unlockedCompatibility: 0 });
    expect(w.state.referrals.size).toBe(0);
  });

  it('keeps a pending referral for a friend’s link, never for oneself or a referrer deleting their account', async () => {
    const w = world();
    const friend = await w.signInAs(w.request('uid-f', '+15550000009'));
    const shareId = 'A'.repeat(22);
    const { user } = await w.signInAs(w.request('uid-1', '+15550000001', { referrerId: friend.user.id, shareId }));
    expect(w.state.referrals.get(user.id)).toMatchObject({ referrerId: friend.user.id, status: 'pending', shareId });

    // The referrer's own Firebase identity, on a number of its own and unlinked (an account made
    // before uids were linked), gets a new account but cannot refer it.
    w.state.uids.delete('uid-f');
    const own = await w.signInAs(w.request('uid-f', '+15550000002', { referrerId: friend.user.id }));
    expect(own.user.id).not.toBe(friend.user.id);
    expect(w.state.referrals.has(own.user.id)).toBe(false);

    w.state.users.set(friend.user.id, { ...w.state.users.get(friend.user.id)!, deletingAt: NOW });
    const late = await w.signInAs(w.request('uid-3', '+15550000003', { referrerId: friend.user.id }));
    expect(w.state.referrals.has(late.user.id)).toBe(false);
  });

  it('is no way back into an account being deleted, and writes nothing', async () => {
    const w = world();
    const { user } = await w.signInAs(w.request('uid-1', '+15550000001'));
    w.state.users.set(user.id, { ...w.state.users.get(user.id)!, deletingAt: NOW });
    const before = structuredClone(w.state);
    await expect(w.signInAs(w.request('uid-2', '+15550000001', { displayName: 'Eve' }))).rejects.toEqual(
      new DomainError('accountDeleting'),
    );
    expect(w.state).toEqual(before);
  });
});
