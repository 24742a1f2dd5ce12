/**
 * What a returning visit paints before any network answer: the saved account and its newest palm
 * reading. Read with IndexedDB directly, not Dexie, so the first frame does not wait for Dexie to
 * load (it loads once the page is idle: offlineStore.ts): one short read-only transaction, walking
 * the [ownerId+createdAt] index from the newest end until a palm reading, then closed at once so
 * it never holds up Dexie's own upgrades. Never creates the database; any failure reads as nothing.
 */
import type { Reading } from '@contract/reading';
import type { User } from '@contract/user';
import { DB_NAME } from './offlineDbName';

export interface FirstFrame {
  user: User;
  newestPalm: Reading | null;
}

function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: abort the creation this open would do, and read nothing.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function newestPalm(readings: IDBObjectStore, ownerId: string): Promise<Reading | null> {
  if (!readings.indexNames.contains('[ownerId+createdAt]')) return Promise.resolve(null);
  const range = IDBKeyRange.bound([ownerId, ''], [ownerId, '\uffff']);
  const cursor = readings.index('[ownerId+createdAt]').openCursor(range, 'prev');
  return new Promise((resolve, reject) => {
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return resolve(null);
      const row = at.value as { data: Reading };
      if (row.data.readingType !== 'COMPATIBILITY') return resolve(row.data);
      at.continue();
    };
    cursor.onerror = () => reject(cursor.error);
  });
}

export async function readFirstFrame(name = DB_NAME): Promise<FirstFrame | null> {
  const db = await openExisting(name);
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('account') || !db.objectStoreNames.contains('readings')) return null;
    const tx = db.transaction(['account', 'readings'], 'readonly');
    const saved = (await done(tx.objectStore('account').get('current'))) as { user: User } | undefined;
    if (!saved) return null;
    return { user: saved.user, newestPalm: await newestPalm(tx.objectStore('readings'), saved.user.id) };
  } catch {
    return null;
  } finally {
    db.close();
  }
}
