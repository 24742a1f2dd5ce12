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
    deviceKey: null,
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

  it("counts no referral of the referrer's own second number on a device they sign in on, and one per device", async () => {
    const w = world();
    const sharer = await w.signInAs(w.request('uid-s', '+15550000010', { deviceKey: 'phone-of-sam' }));
    const via = (uid: string, phone: string, deviceKey: string | null) =>
      w.signInAs(w.request(uid, phone, { referrerId: sharer.user.id, deviceKey }));

    // Sam signs out and makes an account on a second number on their own phone: no referral.
    const second = await via('uid-2', '+15550000011', 'phone-of-sam');
    expect(w.state.referrals.has(second.user.id)).toBe(false);
    // A friend on their own phone is referred.
    const friend = await via('uid-3', '+15550000012', 'phone-of-ana');
    expect(w.state.referrals.get(friend.user.id)).toMatchObject({ status: 'pending', referrerId: sharer.user.id });
    // That phone brought its one referral: the next number on it (whoever's link) brings none.
    const again = await via('uid-4', '+15550000013', 'phone-of-ana');
    expect(w.state.referrals.has(again.user.id)).toBe(false);
    // A device the referrer signed in on later (a new phone) counts too.
    await w.signInAs(w.request('uid-s', '+15550000010', { deviceKey: 'new-phone-of-sam' }));
    expect(w.state.users.get(sharer.user.id)!.deviceKeys).toEqual(['phone-of-sam', 'new-phone-of-sam']);
    const third = await via('uid-5', '+15550000014', 'new-phone-of-sam');
    expect(w.state.referrals.has(third.user.id)).toBe(false);
    // Without a device id (storage refused), the rest of the rules still apply.
    const unknown = await via('uid-6', '+15550000015', null);
    expect(w.state.referrals.get(unknown.user.id)).toMatchObject({ status: 'pending' });
  });

  it('remembers the latest ten devices of an account, each once', async () => {
    const w = world();
    const phone = '+15550000020';
    for (const device of ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10', 'd3']) {
      await w.signInAs(w.request('uid-d', phone, { deviceKey: device }));
    }
    const [user] = [...w.state.users.values()];
    expect(user!.deviceKeys).toEqual(['d1', 'd2', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10', 'd3']);
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
