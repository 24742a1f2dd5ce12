/**
 * What the app keeps on the device for offline use, and how it forgets it: the store itself, over a
 * Dexie database. It runs in a worker (deviceStore.worker.ts), so Dexie's code and its transactions
 * stay off the page's main thread; the page talks to it through offlineStore.ts.
 * Reads never throw: a broken store is an empty one.
 */
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';
import type { PalmeDb } from './offlineDb';

/** Shared readings and their images kept for visitors, newest opened first; older ones are evicted. */
export const SHARED_KEEP = 30;

async function quietly<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn();
  } catch {
    return fallback;
  }
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;

/**
 * The store over the database `openDatabase` opens (once, on first use).
 *
 * A write of a user's data passes `since`, the number of times the device had forgotten its user when
 * its request was sent (offlineStore.generation() on the page), and is dropped if the device forgot
 * its user after that: an answer arriving after logout must not put the user's data back. Each forget
 * passes the page's count after it (`generation`), so the store's count is the page's as of the last
 * forget it has seen, whatever it started from.
 */
export function createDeviceStore(openDatabase: () => Promise<PalmeDb>) {
  let db: Promise<PalmeDb> | undefined;
  const database = () => (db ??= openDatabase());
  let forgets = 0;
  return {
    saveAccount: (user: User, since = forgets) =>
      quietly(async () => {
        const d = await database();
        if (since >= forgets) await d.account.put({ key: 'current', user, cachedAt: Date.now() });
      }, undefined),
    account: () => quietly(async () => (await (await database()).account.get('current'))?.user ?? null, null),

    /**
     * Keeps readings in their list: the owner's, or for a compatibility result someone made with the
     * signed-in user, the partner's (it is in their list too).
     */
    async saveReadings(readings: Reading[], since = forgets): Promise<void> {
      await quietly(async () => {
        const accountId = (await (await database()).account.get('current'))?.user.id;
        const rows = readings.map((r) => ({
          id: r.id,
          ownerId: accountId && r.partnerUserId === accountId ? accountId : r.userId,
          shareId: r.shareId,
          createdAt: r.createdAt,
          data: r,
          cachedAt: Date.now(),
        }));
        const d = await database();
        if (since >= forgets) await d.readings.bulkPut(rows);
      }, undefined);
    },
    /** The user's list (their readings, and results others made with them), newest first. */
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
    shared: (shareId: string) =>
      quietly(async () => (await (await database()).shared.get(shareId))?.data ?? null, null),

    saveImage: (url: string, blob: Blob, ownerId: string | null, since = forgets) =>
      quietly(async () => {
        const d = await database();
        const bytes = await blob.arrayBuffer();
        if (since >= forgets) await d.images.put({ url, bytes, type: blob.type, ownerId, lastUsedAt: Date.now() });
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

    /** Logout or a deleted account: everything this app kept on the device goes, shared readings included. */
    async forgetEverything(generation = forgets + 1): Promise<void> {
      forgets = generation;
      await quietly(async () => {
        const d = await database();
        // Every table, whatever later versions add.
        await d.transaction('rw', d.tables, async () => {
          await Promise.all(d.tables.map((table) => table.clear()));
        });
      }, undefined);
    },
  };
}

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
