/**
 * The store's transaction port (domain/store.ts StoreTransaction) over plain maps, for the use cases'
 * rules tested without the emulator. Same contract as data/storeTransaction.ts: reads see the state
 * as the work began, writes are applied when it returns and dropped when it throws. Phone numbers
 * are kept as given (the Firestore adapter hashes them; that is its own test's concern).
 */
import type { ReadingRecord, ReferralRecord, UserRecord } from '../src/domain/entities.js';
import type { PalmeStore, StoreTransaction } from '../src/domain/store.js';

export interface MemoryState {
  users: Map<string, UserRecord>;
  readings: Map<string, ReadingRecord>;
  referrals: Map<string, ReferralRecord & { countedAt?: Date }>;
  uids: Map<string, string>;
  phones: Map<string, string>;
  starterGrants: Set<string>;
  /** Public palm readings' projections, by share id. */
  shared: Set<string>;
  /** Payment events recorded, by id: whose, and whether they were applied. */
  paymentEvents: Map<string, { userId: string | null; result: 'applied' | 'ignored' }>;
}

export function memoryTransactions(): { store: Pick<PalmeStore, 'transaction'>; state: MemoryState } {
  const state: MemoryState = {
    users: new Map(),
    readings: new Map(),
    referrals: new Map(),
    uids: new Map(),
    phones: new Map(),
    starterGrants: new Set(),
    shared: new Set(),
    paymentEvents: new Map(),
  };
  const copy = <T>(value: T | undefined): T | null => (value === undefined ? null : structuredClone(value));

  async function transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    const writes: Array<() => void> = [];
    const tx: StoreTransaction = {
      user: async (id) => copy(state.users.get(id)),
      reading: async (id) => copy(state.readings.get(id)),
      referralOf: async (userId) => copy(state.referrals.get(userId)),
      readersOfPhoto: async (photoHash, max) => [
        ...new Set(
          [...state.readings.values()]
            .filter((r) => r.photoHash === photoHash)
            .slice(0, max)
            .map((r) => r.userId),
        ),
      ],
      userOfPaymentCustomer: async (customerId) =>
        copy([...state.users.values()].find((u) => u.stripeCustomerId === customerId)),
      paymentEventRecorded: async (eventId) => state.paymentEvents.has(eventId),
      recordPaymentEvent: (event, userId, result) =>
        writes.push(() => {
          if (state.paymentEvents.has(event.id)) throw new Error(`payment event ${event.id} exists`);
          state.paymentEvents.set(event.id, { userId, result });
        }),
      deleteReading: (reading) =>
        writes.push(() => {
          state.readings.delete(reading.id);
          state.shared.delete(reading.shareId);
        }),
      updatePartnerResult: (readingId, change) =>
        writes.push(() => {
          const reading = state.readings.get(readingId);
          if (reading?.readingType !== 'COMPATIBILITY') throw new Error(`no result ${readingId} to change`);
          state.readings.set(
            readingId,
            change.kind === 'seen'
              ? { ...reading, partnerView: change.partnerView }
              : {
                  ...reading,
                  partnerUserId: null,
                  partnerView: null,
                  content: change.content,
                  updatedAt: change.updatedAt,
                },
          );
        }),
      deviceReferred: async (deviceKey) => [...state.referrals.values()].some((r) => r.deviceKey === deviceKey),
      identity: async (uid, phone) => ({
        byUid: state.uids.get(uid) ?? null,
        byPhone: state.phones.get(phone) ?? null,
        starterGranted: state.starterGrants.has(phone),
      }),
      createUser: (user) => writes.push(() => state.users.set(user.id, structuredClone(user))),
      updateUser: (id, changes) =>
        writes.push(() => {
          const user = state.users.get(id);
          if (!user) throw new Error(`no user ${id} to update`);
          state.users.set(id, { ...user, ...changes });
        }),
      linkUid: (uid, userId) => writes.push(() => state.uids.set(uid, userId)),
      linkPhone: (phone, userId) => writes.push(() => state.phones.set(phone, userId)),
      recordStarterGrant: (phone) => writes.push(() => state.starterGrants.add(phone)),
      createReferral: (referral) => writes.push(() => state.referrals.set(referral.id, structuredClone(referral))),
      settleReferral: (userId, status, at) =>
        writes.push(() => {
          const referral = state.referrals.get(userId);
          if (!referral) throw new Error(`no referral of ${userId} to settle`);
          state.referrals.set(userId, { ...referral, status, countedAt: at });
        }),
      updateReadingSharing: (reading) =>
        writes.push(() => {
          const { isPublic, sharePhoto, updatedAt } = reading;
          state.readings.set(reading.id, { ...state.readings.get(reading.id)!, isPublic, sharePhoto, updatedAt });
          if (isPublic) state.shared.add(reading.shareId);
          else state.shared.delete(reading.shareId);
        }),
      createReading: (reading) =>
        writes.push(() => {
          if (state.readings.has(reading.id)) throw new Error(`reading ${reading.id} exists`);
          state.readings.set(reading.id, structuredClone(reading));
          if (reading.isPublic && reading.readingType !== 'COMPATIBILITY') state.shared.add(reading.shareId);
        }),
    };
    const result = await work(tx);
    for (const write of writes) write();
    return result;
  }

  return { store: { transaction }, state };
}
