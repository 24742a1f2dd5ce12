/**
 * The device's own copy of what the user has seen, in IndexedDB (Dexie), so readings open offline.
 *
 * Schema history (every version stays declared; Dexie upgrades in order):
 *   1  readings (own readings, by id and owner) and account (the signed-in user's summary).
 *   2  shared readings a visitor opened, palm images as blobs, a shareId index on readings;
 *      the upgrade fills shareId on readings stored by version 1.
 *   3  an [ownerId+createdAt] index, so a returning visit reads just the newest reading for its
 *      first frame instead of the whole list.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';

import { DB_NAME } from './offlineDbName';

export { DB_NAME };

export interface CachedReading {
  id: string;
  ownerId: string;
  shareId: string;
  createdAt: string;
  data: Reading;
  cachedAt: number;
}

export interface CachedShared {
  shareId: string;
  data: SharedReading;
  lastOpenedAt: number;
}

export interface CachedImage {
  url: string;
  /** Image bytes as an ArrayBuffer, which every browser's IndexedDB stores reliably (Blobs not always). */
  bytes: ArrayBuffer;
  type: string;
  /** The signed-in user whose reading this image belongs to; null for shared readings. */
  ownerId: string | null;
  lastUsedAt: number;
}

export interface CachedAccount {
  key: 'current';
  user: User;
  cachedAt: number;
}

export type PalmeDb = Dexie & {
  readings: EntityTable<CachedReading, 'id'>;
  shared: EntityTable<CachedShared, 'shareId'>;
  images: EntityTable<CachedImage, 'url'>;
  account: EntityTable<CachedAccount, 'key'>;
};

export const SCHEMA_V1 = { readings: 'id, ownerId, createdAt', account: 'key' };

export function openPalmeDb(name = DB_NAME): PalmeDb {
  const db = new Dexie(name) as PalmeDb;
  db.version(1).stores(SCHEMA_V1);
  db.version(2)
    .stores({
      readings: 'id, ownerId, shareId, createdAt',
      shared: 'shareId, lastOpenedAt',
      images: 'url, ownerId, lastUsedAt',
    })
    .upgrade((tx) =>
      tx
        .table<CachedReading>('readings')
        .toCollection()
        .modify((row) => {
          row.shareId = row.data.shareId;
        }),
    );
  db.version(3).stores({ readings: 'id, ownerId, shareId, createdAt, [ownerId+createdAt]' });
  return db;
}
