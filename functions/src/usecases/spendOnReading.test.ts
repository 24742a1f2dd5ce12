/** Credits and referral rewards as a reading is created, on the store's transaction port without the emulator. */
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/DomainError.js';
import { newUserRecord, type HandProfileRecord, type NewReading, type UserRecord } from '../domain/entities.js';
import type { PalmeStore } from '../domain/store.js';
import { memoryTransactions } from '../../test/memoryTransactions.js';
import { spendOnReading, type SpendOnReadingInput } from './spendOnReading.js';
import { someCompatibilityContent, somePalmContent } from '../../test/readingContents.js';

const NOW = new Date('2026-11-25T10:00:00Z');
let next = 0;
const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

function world() {
  const memory = memoryTransactions();
  const ports = { store: memory.store as PalmeStore };
  const addUser = (changes: Partial<UserRecord> = {}): UserRecord => {
    const user = {
      ...newUserRecord({ displayName: 'Ada', phoneNumber: '+1555', firebaseUid: id() }, id(), NOW),
      ...changes,
    };
    memory.state.users.set(user.id, user);
    return user;
  };
  const palm = (owner: UserRecord, more: Partial<SpendOnReadingInput> = {}) =>
    spendOnReading(ports, {
      kind: 'palm',
      userId: owner.id,
      readingId: id(),
      shareId: `share${id()}`,
      now: NOW,
      build: (o): NewReading => ({
        userId: o.id,
        ownerUid: o.firebaseUid,
        imagePath: 'palms/x.jpg',
        readingType: o.totalReadings === 0 ? 'FIRST_PALM_READING' : 'FULL_ANALYSIS',
        userArchetype: 'LOVER',
        content: somePalmContent('LOVER'),
        measures: null,
      }),
      ...more,
    });
  return { state: memory.state, addUser, palm, ports };
}

describe('creating a reading', () => {
  it('spends the reading credit with it and publishes its projection', async () => {
    const w = world();
    const owner = w.addUser();
    const { reading, created } = await w.palm(owner);
    expect(created).toBe(true);
    // Someone else's palm (no hand profile with it): the owner's own archetype stays as it was.
    expect(w.state.users.get(owner.id)).toMatchObject({ unlockedReadings: 0, totalReadings: 1, archetype: null });
    expect(w.state.shared.has(reading.shareId)).toBe(true);
  });

  it("writes the owner's hand profile with a reading of their own palm, and takes its archetype", async () => {
    const w = world();
    const owner = w.addUser({ unlockedReadings: 2 });
    const shape = { palmRatio: 0.64, fingerRatio: 1, indexRingRatio: 1, thumbRatio: 0.95, thumbSpread: 25 };
    const handProfile: HandProfileRecord = {
      photos: [{ readingId: 'r', takenAt: NOW, shape }],
      shape,
      keys: { palm: 'squarish', fingers: 'long', apollo: 'level', thumb: 'shortish', thumbSet: 'open' },
      archetype: 'VISIONARY',
      pooled: 1,
    };
    await w.palm(owner, {
      build: (o) => ({
        userId: o.id,
        ownerUid: o.firebaseUid,
        imagePath: 'palms/x.jpg',
        readingType: 'FULL_ANALYSIS',
        userArchetype: 'VISIONARY',
        content: somePalmContent('VISIONARY'),
        measures: null,
        handProfile: structuredClone(handProfile),
      }),
    });
    expect(w.state.users.get(owner.id)).toMatchObject({ archetype: 'VISIONARY', handProfile });
    // A later reading of someone else's palm leaves both.
    await w.palm(owner);
    expect(w.state.users.get(owner.id)).toMatchObject({ archetype: 'VISIONARY', handProfile });
  });

  it('refuses with nothing to spend and writes nothing; premium spends nothing', async () => {
    const w = world();
    const broke = w.addUser({ unlockedReadings: 0 });
    await expect(w.palm(broke)).rejects.toEqual(new DomainError('noReadingsLeft'));
    expect(w.state.readings.size).toBe(0);

    const premium = w.addUser({ unlockedReadings: 0, subscriptionStatus: 'active', subscriptionExpiresAt: null });
    await w.palm(premium);
    await w.palm(premium);
    expect(w.state.users.get(premium.id)).toMatchObject({ unlockedReadings: 0, totalReadings: 2 });
  });

  it('gives a retry its first reading back and charges once; another owner cannot take the id', async () => {
    const w = world();
    const owner = w.addUser({ unlockedReadings: 2 });
    const readingId = id();
    const first = await w.palm(owner, { readingId });
    const retry = await w.palm(owner, { readingId });
    expect(retry).toEqual({ reading: first.reading, created: false });
    expect(w.state.users.get(owner.id)!.unlockedReadings).toBe(1);
    await expect(w.palm(w.addUser(), { readingId })).rejects.toEqual(new DomainError('idempotencyKeyReused'));
  });

  it('counts a newcomer’s first reading for their referrer: a reading every third friend, none past the day’s cap', async () => {
    const w = world();
    const referrer = w.addUser({ unlockedReadings: 0 });
    const referred = (changes: Partial<UserRecord> = {}) => {
      const friend = w.addUser(changes);
      w.state.referrals.set(friend.id, {
        id: friend.id,
        referrerId: referrer.id,
        referredUserId: friend.id,
        shareId: null,
        status: 'pending',
        deviceKey: null,
        createdAt: NOW,
      });
      return friend;
    };
    const statuses: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const friend = referred();
      await w.palm(friend);
      statuses.push(w.state.referrals.get(friend.id)!.status);
      if (i === 2) expect(w.state.users.get(referrer.id)!.unlockedReadings).toBe(1);
    }
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'capped']);
    expect(w.state.users.get(referrer.id)).toMatchObject({ referralCount: 6, unlockedReadings: 2 });

    // Only a first reading counts.
    const veteran = referred({ totalReadings: 1 });
    await w.palm(veteran);
    expect(w.state.referrals.get(veteran.id)!.status).toBe('pending');
  });

  it('refuses a compatibility check with a partner deleting their account, spending nothing', async () => {
    const w = world();
    const owner = w.addUser();
    const partner = w.addUser({ deletingAt: NOW });
    const attempt = spendOnReading(w.ports, {
      kind: 'compatibility',
      userId: owner.id,
      readingId: id(),
      shareId: `share${id()}`,
      now: NOW,
      build: (o) => ({
        userId: o.id,
        ownerUid: o.firebaseUid,
        imagePath: null,
        readingType: 'COMPATIBILITY',
        userArchetype: 'LOVER',
        partnerUserId: partner.id,
        content: someCompatibilityContent(),
        measures: null,
      }),
    });
    await expect(attempt).rejects.toEqual(new DomainError('readingNotFound'));
    expect(w.state.users.get(owner.id)!.unlockedCompatibility).toBe(1);
  });
});
