/**
 * The rules once decided inside the store adapter, now in their use cases over the transaction port:
 * whose payment an event is and whether it applies, keeping a payment customer, and what deleting or
 * opening a compatibility result does for each of its two people. Run on the memory transactions,
 * without the emulator (the API tests run the same use cases on Firestore).
 */
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../domain/blobs.js';
import { DomainError } from '../domain/DomainError.js';
import { newReadingRecord, newUserRecord, type ReadingRecord, type UserRecord } from '../domain/entities.js';
import type { Payments, SubscriptionSnapshot } from '../domain/payments.js';
import type { ReadingEngine } from '../domain/readingEngine.js';
import type { PalmeStore } from '../domain/store.js';
import { memoryTransactions } from '../../test/memoryTransactions.js';
import { someCompatibilityContent, somePalmContent } from '../../test/readingContents.js';
import { deleteOwnReading, markSeen } from './myData.js';
import type { Ports } from './ports.js';
import { applyPaymentWebhook, startSubscription } from './subscriptions.js';

const NOW = new Date('2026-11-27T10:00:00Z');
let next = 0;
const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

function world() {
  const memory = memoryTransactions();
  const { state } = memory;
  const deletedPhotos: string[] = [];
  const deletedCustomers: string[] = [];
  const store = {
    ...memory.store,
    photoInUse: async (userId: string, imagePath: string) =>
      [...state.readings.values()].some((r) => r.userId === userId && r.imagePath === imagePath),
  } as unknown as PalmeStore;
  let subscription: SubscriptionSnapshot | null = null;
  let onCustomer: () => void = () => {};
  const payments = {
    parseWebhook: async () => ({ id: 'evt_1', type: 'customer.subscription.updated', subscriptionId: 'sub_1' }),
    retrieveSubscription: async () => subscription!,
    ensureCustomer: async () => {
      onCustomer();
      return 'cus_new';
    },
    deleteCustomer: async (customerId: string) => void deletedCustomers.push(customerId),
    startSubscription: async (customerId: string, userId: string) => ({
      subscription: { ...activeSubscription(customerId, userId), status: 'incomplete' },
      clientSecret: 'secret',
    }),
  } as unknown as Payments;
  const ports: Pick<Ports, 'store' | 'payments' | 'clock' | 'blobs' | 'log' | 'engine'> = {
    store,
    payments,
    clock: () => NOW,
    blobs: { delete: async (key: string) => void deletedPhotos.push(key) } as unknown as BlobStore,
    log: () => {},
    // No hand profile in these worlds: the engine is never asked.
    engine: {} as ReadingEngine,
  };
  const addUser = (changes: Partial<UserRecord> = {}): UserRecord => {
    const user = {
      ...newUserRecord({ displayName: 'Ada', phoneNumber: `+1555${next}`, firebaseUid: id() }, id(), NOW),
      ...changes,
    };
    state.users.set(user.id, user);
    return user;
  };
  const add = (reading: ReadingRecord) => {
    state.readings.set(reading.id, reading);
    if (reading.isPublic && reading.readingType !== 'COMPATIBILITY') state.shared.add(reading.shareId);
    return reading;
  };
  const addPalm = (owner: UserRecord, imagePath: string | null = `palms/${owner.firebaseUid}/${id()}.jpg`) =>
    add(
      newReadingRecord(
        {
          readingType: 'FULL_ANALYSIS',
          content: somePalmContent(),
          userId: owner.id,
          ownerUid: owner.firebaseUid,
          imagePath,
          userArchetype: 'ORACLE',
          measures: null,
        },
        id(),
        `share${id()}`,
        NOW,
      ),
    );
  const addResult = (owner: UserRecord, partner: UserRecord) =>
    add(
      newReadingRecord(
        {
          readingType: 'COMPATIBILITY',
          content: { ...someCompatibilityContent(), partnerName: partner.displayName },
          userId: owner.id,
          ownerUid: owner.firebaseUid,
          imagePath: null,
          userArchetype: 'ORACLE',
          measures: null,
          partnerUserId: partner.id,
          partnerView: {
            content: { ...someCompatibilityContent(), partnerName: owner.displayName },
            seenAt: null,
          },
        },
        id(),
        `share${id()}`,
        NOW,
      ),
    );
  const webhook = (snapshot: SubscriptionSnapshot) => {
    subscription = snapshot;
    return applyPaymentWebhook(ports, Buffer.from('{}'), 'signed');
  };
  return {
    state,
    ports,
    deletedPhotos,
    deletedCustomers,
    addUser,
    addPalm,
    addResult,
    webhook,
    whileMakingCustomer: (during: () => void) => (onCustomer = during),
  };
}

const activeSubscription = (customerId: string, userId: string | null): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId,
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date('2026-12-04T10:00:00Z'),
  userId,
  createdAt: NOW,
});

describe('a payment event', () => {
  it('applies to the user its subscription names, once: the same event again is a duplicate', async () => {
    const w = world();
    const ada = w.addUser({ stripeCustomerId: 'cus_ada' });
    expect(await w.webhook(activeSubscription('cus_ada', ada.id))).toBe('applied');
    expect(w.state.users.get(ada.id)).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1' });
    expect(w.state.paymentEvents.get('evt_1')).toEqual({ userId: ada.id, result: 'applied' });
    expect(await w.webhook(activeSubscription('cus_ada', ada.id))).toBe('duplicate');
  });

  it('goes to whoever keeps its customer when the user it names has another customer', async () => {
    const w = world();
    const named = w.addUser({ stripeCustomerId: 'cus_other' });
    const payer = w.addUser({ stripeCustomerId: 'cus_payer' });
    expect(await w.webhook(activeSubscription('cus_payer', named.id))).toBe('applied');
    expect(w.state.users.get(payer.id)!.subscriptionStatus).toBe('active');
    expect(w.state.users.get(named.id)!.subscriptionStatus).toBeNull();
  });

  it('is recorded for nobody and changes nothing on an account being deleted', async () => {
    const w = world();
    const leaving = w.addUser({ stripeCustomerId: 'cus_leaving', deletingAt: NOW });
    expect(await w.webhook(activeSubscription('cus_leaving', leaving.id))).toBe('ignored');
    expect(w.state.paymentEvents.get('evt_1')).toEqual({ userId: null, result: 'ignored' });
    expect(w.state.users.get(leaving.id)!.subscriptionStatus).toBeNull();
  });

  it('never replaces newer news already on the user', async () => {
    const w = world();
    const ada = w.addUser({
      stripeCustomerId: 'cus_ada',
      stripeSubscriptionId: 'sub_1',
      subscriptionStatus: 'canceled',
      subscriptionSyncedAt: new Date(NOW.getTime() + 1000),
    });
    expect(await w.webhook(activeSubscription('cus_ada', ada.id))).toBe('ignored');
    expect(w.state.users.get(ada.id)!.subscriptionStatus).toBe('canceled');
  });
});

describe('keeping a payment customer', () => {
  it('refuses an account whose deletion began while its customer was made, and deletes that customer', async () => {
    const w = world();
    const ada = w.addUser();
    w.whileMakingCustomer(() => w.state.users.set(ada.id, { ...w.state.users.get(ada.id)!, deletingAt: NOW }));
    const started = startSubscription(w.ports, ada);
    await expect(started).rejects.toThrow(DomainError);
    await expect(started).rejects.toMatchObject({ kind: 'accountDeleting' });
    expect(w.deletedCustomers).toEqual(['cus_new']);
    expect(w.state.users.get(ada.id)!.stripeCustomerId).toBeNull();
  });

  it('keeps the first customer an account gets: one made at the same time is not kept', async () => {
    const w = world();
    const ada = w.addUser();
    w.whileMakingCustomer(() =>
      w.state.users.set(ada.id, { ...w.state.users.get(ada.id)!, stripeCustomerId: 'cus_first' }),
    );
    await startSubscription(w.ports, ada);
    expect(w.state.users.get(ada.id)).toMatchObject({ stripeCustomerId: 'cus_first', stripeSubscriptionId: 'sub_1' });
  });
});

describe('deleting a reading', () => {
  it("deletes the owner's reading with its projection, and its photo when no other reading shows it", async () => {
    const w = world();
    const ada = w.addUser();
    const alone = w.addPalm(ada);
    const shared = w.addPalm(ada, 'palms/old/shared.jpg');
    w.addPalm(ada, 'palms/old/shared.jpg');
    await deleteOwnReading(w.ports, ada, alone.id);
    await deleteOwnReading(w.ports, ada, shared.id);
    expect(w.state.readings.has(alone.id)).toBe(false);
    expect(w.state.shared.has(alone.shareId)).toBe(false);
    expect(w.deletedPhotos).toEqual([alone.imagePath]);
  });

  it('takes a result out of its partner’s list: its owner keeps it, without the partner’s name', async () => {
    const w = world();
    const owner = w.addUser({ displayName: 'Theo' });
    const partner = w.addUser({ displayName: 'Ines' });
    const result = w.addResult(owner, partner);
    await deleteOwnReading(w.ports, partner, result.id);
    const kept = w.state.readings.get(result.id)!;
    expect(kept).toMatchObject({ userId: owner.id, partnerUserId: null, partnerView: null });
    expect(kept.content).toMatchObject({ partnerName: null });
    expect(w.deletedPhotos).toEqual([]);
  });

  it("changes nothing of someone else's reading, and says nothing of it", async () => {
    const w = world();
    const ada = w.addUser();
    const stranger = w.addUser();
    const theirs = w.addPalm(ada);
    await deleteOwnReading(w.ports, stranger, theirs.id);
    expect(w.state.readings.get(theirs.id)).toEqual(theirs);
    expect(w.deletedPhotos).toEqual([]);
  });
});

describe('opening a result someone made through my invitation', () => {
  it('is kept as opened the first time, for its partner only', async () => {
    const w = world();
    const owner = w.addUser();
    const partner = w.addUser();
    const result = w.addResult(owner, partner);
    await markSeen(w.ports, partner, result.id);
    const first = w.state.readings.get(result.id)!.partnerView!.seenAt;
    expect(first).toEqual(NOW);
    await markSeen({ ...w.ports, clock: () => new Date(NOW.getTime() + 60_000) }, partner, result.id);
    expect(w.state.readings.get(result.id)!.partnerView!.seenAt).toEqual(first);
    await expect(markSeen(w.ports, owner, result.id)).rejects.toMatchObject({ kind: 'readingNotFound' });
  });
});
