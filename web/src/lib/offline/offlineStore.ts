/** What the app keeps for offline use, and how it forgets it. Reads never throw: a broken store is an empty one. */
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';
import { afterLoadAndIdle } from '../whenIdle';
import type { PalmeDb } from './offlineDb';

/** Shared readings and their images kept for visitors, newest opened first; older ones are evicted. */
export const SHARED_KEEP = 30;

// Dexie loads with the first use of the store, once the page has loaded and is idle: never with the
// first screen. (Waiting longer would lose readings a visitor closes quickly.)
let db: Promise<PalmeDb> | undefined;
function database(): Promise<PalmeDb> {
  db ??= afterLoadAndIdle()
    .then(() => import('./offlineDb'))
    .then(({ openPalmeDb }) => openPalmeDb());
  return db;
}

/** For tests: use another database (e.g. a fresh fake-indexeddb one). */
export function useDatabase(other: PalmeDb): void {
  db = Promise.resolve(other);
}

async function quietly<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn();
  } catch {
    return fallback;
  }
}

/**
 * How many times this page has made the device forget its user (logout, a deleted account). A write
 * of a user's data passes the count from before its request was sent, and is dropped if the device
 * forgot its user since: an answer arriving after logout must not put the user's data back.
 */
let forgets = 0;

export const offlineStore = {
  /** The count a write started now passes along (see `forgets`). */
  generation: () => forgets,

  saveAccount: (user: User, since = forgets) =>
    quietly(async () => {
      const d = await database();
      if (since === forgets) await d.account.put({ key: 'current', user, cachedAt: Date.now() });
    }, undefined),
  account: () => quietly(async () => (await (await database()).account.get('current'))?.user ?? null, null),
  clearAccount: () => {
    forgets++;
    return quietly(async () => (await database()).account.clear(), undefined);
  },

  async saveReadings(readings: Reading[], since = forgets): Promise<void> {
    await quietly(async () => {
      const rows = readings.map((r) => ({
        id: r.id,
        ownerId: r.userId,
        shareId: r.shareId,
        createdAt: r.createdAt,
        data: r,
        cachedAt: Date.now(),
      }));
      const d = await database();
      if (since === forgets) await d.readings.bulkPut(rows);
    }, undefined);
  },
  /** The user's own readings, newest first. */
  readings: (ownerId: string) =>
    quietly(
      async () =>
        (await (await database()).readings.where('ownerId').equals(ownerId).sortBy('createdAt'))
          .reverse()
          .map((row) => row.data),
      [],
    ),
  /** A saved reading by its id, or a compatibility result by the share id its link carries. */
  reading: (id: string) =>
    quietly(async () => {
      const d = await database();
      return ((await d.readings.get(id)) ?? (await d.readings.where('shareId').equals(id).first()))?.data ?? null;
    }, null),

  async saveShared(shared: SharedReading): Promise<void> {
    await quietly(async () => {
      const d = await database();
      await d.shared.put({ shareId: shared.shareId, data: shared, lastOpenedAt: Date.now() });
      await evictShared(d);
    }, undefined);
  },
  shared: (shareId: string) => quietly(async () => (await (await database()).shared.get(shareId))?.data ?? null, null),

  saveImage: (url: string, blob: Blob, ownerId: string | null, since = forgets) =>
    quietly(async () => {
      const d = await database();
      const bytes = await blob.arrayBuffer();
      if (since === forgets) await d.images.put({ url, bytes, type: blob.type, ownerId, lastUsedAt: Date.now() });
    }, undefined),
  image: (url: string) =>
    quietly(async () => {
      const row = await (await database()).images.get(url);
      return row ? new Blob([row.bytes], { type: row.type }) : null;
    }, null),
  hasImage: (url: string) =>
    quietly(async () => (await (await database()).images.where('url').equals(url).count()) > 0, false),

  /** A reading deleted by its owner leaves the device, with its palm image. */
  async forgetReading(reading: Pick<Reading, 'id' | 'imageUrl'>): Promise<void> {
    await quietly(async () => {
      const d = await database();
      await d.transaction('rw', d.readings, d.images, async () => {
        await d.readings.delete(reading.id);
        if (reading.imageUrl) await d.images.delete(reading.imageUrl);
      });
    }, undefined);
  },

  /** A deleted account: everything this app kept on the device goes, shared readings included. */
  async forgetEverything(): Promise<void> {
    forgets++;
    await quietly(async () => {
      const d = await database();
      await d.transaction('rw', d.readings, d.images, d.account, d.shared, async () => {
        await Promise.all([d.readings.clear(), d.images.clear(), d.account.clear(), d.shared.clear()]);
      });
    }, undefined);
  },

  /** Logout: this user's readings, images and summary leave the device. */
  async forgetUser(userId: string): Promise<void> {
    forgets++;
    await quietly(async () => {
      const d = await database();
      await d.transaction('rw', d.readings, d.images, d.account, async () => {
        await d.readings.where('ownerId').equals(userId).delete();
        await d.images.where('ownerId').equals(userId).delete();
        await d.account.clear();
      });
    }, undefined);
  },
};

/** Keeps the SHARED_KEEP most recently opened shared readings and drops the rest with their images. */
export async function evictShared(d: PalmeDb, keep = SHARED_KEEP): Promise<number> {
  const stale = await d.shared.orderBy('lastOpenedAt').reverse().offset(keep).toArray();
  if (stale.length === 0) return 0;
  await d.transaction('rw', d.shared, d.images, async () => {
    await d.shared.bulkDelete(stale.map((s) => s.shareId));
    const urls = stale.map((s) => s.data.imageUrl).filter((u): u is string => Boolean(u));
    const stillOwned = await d.images
      .where('url')
      .anyOf(urls)
      .filter((img) => img.ownerId !== null)
      .primaryKeys();
    await d.images.bulkDelete(urls.filter((u) => !stillOwned.includes(u)));
  });
  return stale.length;
}
