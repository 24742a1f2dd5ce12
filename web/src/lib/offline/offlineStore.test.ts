import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';
import { openPalmeDb, SCHEMA_V1, type CachedReading } from './offlineDb';
import { readFirstFrame } from './firstFrame';
import { fetchAndKeepImage } from './cachedImages';
import { createDeviceStore, evictShared } from './deviceStore';
import { offlineStore, replaceDeviceStore } from './offlineStore';

const names: string[] = [];
function freshDb() {
  const name = `palme-test-${names.length}-${Math.random()}`;
  names.push(name);
  const db = openPalmeDb(name);
  replaceDeviceStore(createDeviceStore(async () => db));
  return db;
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

const reading = (id: string, userId: string, createdAt: string): Reading =>
  ({
    id,
    userId,
    shareId: `share-${id}`,
    createdAt,
    readingType: 'FIRST_PALM_READING',
    imageUrl: `/api/v1/images/${id}`,
    content: {},
  }) as unknown as Reading;
const shared = (shareId: string): SharedReading =>
  ({
    shareId,
    referrerId: 'u',
    referrerName: 'A',
    userArchetype: 'ORACLE',
    imageUrl: `/api/v1/images/img-${shareId}`,
    readingType: 'FIRST_PALM_READING',
    keyInsight: null,
    content: {},
  }) as SharedReading;

describe('the offline store', () => {
  it("keeps a user's readings newest first, and their images", async () => {
    freshDb();
    await offlineStore.saveReadings([
      reading('a', 'me', '2026-01-01'),
      reading('b', 'me', '2026-03-01'),
      reading('c', 'other', '2026-02-01'),
    ]);
    expect((await offlineStore.readings('me')).map((r) => r.id)).toEqual(['b', 'a']);
    expect((await offlineStore.reading('c'))?.userId).toBe('other');
    await offlineStore.saveImage('/api/v1/images/a', new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), 'me');
    const blob = await offlineStore.image('/api/v1/images/a');
    expect(blob?.type).toBe('image/jpeg');
    expect(await blob?.text()).toBe('jpeg-bytes');
    expect(await offlineStore.hasImage('/api/v1/images/missing')).toBe(false);
  });

  it("keeps a result someone made with the signed-in user in that user's list, not the maker's", async () => {
    freshDb();
    await offlineStore.saveAccount({ id: 'me' } as User);
    const theirs = { ...reading('r', 'theo', '2026-04-01'), readingType: 'COMPATIBILITY', partnerUserId: 'me' };
    const mine = { ...reading('m', 'me', '2026-05-01'), readingType: 'COMPATIBILITY', partnerUserId: 'ana' };
    await offlineStore.saveReadings([reading('a', 'me', '2026-01-01'), theirs as Reading, mine as Reading]);
    expect((await offlineStore.readings('me')).map((r) => r.id)).toEqual(['m', 'r', 'a']);
    expect(await offlineStore.readings('theo')).toEqual([]);
  });

  it('never puts a user back that logout forgot: answers that arrive after it are not kept', async () => {
    freshDb();
    let answer!: (res: Response) => void;
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    try {
      // A palm photo, the list and the session are on their way when the user logs out.
      const since = offlineStore.generation();
      const photo = fetchAndKeepImage('/api/v1/images/a', 'me');
      await offlineStore.forgetEverything();
      answer(new Response('jpeg-bytes', { headers: { 'content-type': 'image/jpeg' } }));
      expect(await photo).not.toBeNull(); // the page still shows it
      await offlineStore.saveReadings([reading('a', 'me', '2026-01-01')], since);
      await offlineStore.saveAccount({ id: 'me', displayName: 'Me' } as User, since);
      expect(await offlineStore.image('/api/v1/images/a')).toBeNull();
      expect(await offlineStore.readings('me')).toEqual([]);
      expect(await offlineStore.account()).toBeNull();
      // What the next sign-in fetches is kept again.
      await offlineStore.saveReadings([reading('a', 'me', '2026-01-01')]);
      expect((await offlineStore.readings('me')).map((r) => r.id)).toEqual(['a']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("reads a returning visit's first frame, the account and its newest palm reading, without Dexie", async () => {
    const db = freshDb();
    await offlineStore.saveAccount({ id: 'me', displayName: 'Me' } as User);
    const compat = { ...reading('c', 'me', '2026-03-01'), readingType: 'COMPATIBILITY' } as Reading;
    await offlineStore.saveReadings([
      reading('old', 'me', '2026-01-01'),
      reading('new', 'me', '2026-02-01'),
      compat,
      reading('theirs', 'other', '2026-04-01'),
    ]);
    db.close();
    const frame = await readFirstFrame(db.name);
    expect(frame?.user.id).toBe('me');
    expect(frame?.newestPalm?.id).toBe('new');
    // A device that never saved anything has nothing to paint, and no database is created for it.
    const name = `palme-never-${Math.random()}`;
    expect(await readFirstFrame(name)).toBeNull();
    expect((await indexedDB.databases()).some((d) => d.name === name)).toBe(false);
  });

  it('forgets a deleted reading with its image, keeping the others', async () => {
    freshDb();
    await offlineStore.saveReadings([reading('a', 'me', '2026-01-01'), reading('b', 'me', '2026-02-01')]);
    await offlineStore.saveImage('/api/v1/images/a', new Blob(['x']), 'me');
    await offlineStore.saveImage('/api/v1/images/b', new Blob(['y']), 'me');
    await offlineStore.forgetReading(reading('a', 'me', '2026-01-01'));
    expect((await offlineStore.readings('me')).map((r) => r.id)).toEqual(['b']);
    expect(await offlineStore.image('/api/v1/images/a')).toBeNull();
    expect(await offlineStore.image('/api/v1/images/b')).not.toBeNull();
  });

  it('forgets everything for a deleted account, shared readings included', async () => {
    freshDb();
    await offlineStore.saveAccount({ id: 'me', displayName: 'Me' } as User);
    await offlineStore.saveReadings([reading('a', 'me', '2026-01-01')]);
    await offlineStore.saveImage('/api/v1/images/a', new Blob(['x']), 'me');
    await offlineStore.saveShared(shared('s1'));
    await offlineStore.forgetEverything();
    expect(await offlineStore.account()).toBeNull();
    expect(await offlineStore.reading('a')).toBeNull();
    expect(await offlineStore.image('/api/v1/images/a')).toBeNull();
    expect(await offlineStore.shared('s1')).toBeNull();
  });

  it('evicts the least recently opened shared readings beyond the limit, with their images', async () => {
    const db = freshDb();
    for (let i = 0; i < 5; i++) {
      await db.shared.put({ shareId: `s${i}`, data: shared(`s${i}`), lastOpenedAt: 1000 + i });
      await db.images.put({
        url: `/api/v1/images/img-s${i}`,
        bytes: new ArrayBuffer(1),
        type: 'image/jpeg',
        ownerId: null,
        lastUsedAt: 1000 + i,
      });
    }
    expect(await evictShared(db, 3)).toBe(2);
    expect((await db.shared.toCollection().primaryKeys()).sort()).toEqual(['s2', 's3', 's4']);
    expect(await db.images.get('/api/v1/images/img-s0')).toBeUndefined();
    expect(await db.images.get('/api/v1/images/img-s4')).toBeDefined();
  });

  it('upgrades a version 1 database to the latest without losing readings, and fills the shareId index', async () => {
    const name = `palme-upgrade-${Math.random()}`;
    names.push(name);
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.open();
    const row = {
      id: 'old',
      ownerId: 'me',
      createdAt: '2025-12-01',
      data: reading('old', 'me', '2025-12-01'),
      cachedAt: 1,
    };
    await v1.table('readings').put(row);
    await v1.table('account').put({ key: 'current', user: { id: 'me' }, cachedAt: 1 });
    v1.close();

    const latest = openPalmeDb(name);
    await latest.open();
    expect(latest.verno).toBe(3);
    const upgraded = (await latest.readings.get('old')) as CachedReading;
    expect(upgraded.shareId).toBe('share-old');
    expect(await latest.readings.where('shareId').equals('share-old').count()).toBe(1);
    expect((await latest.account.get('current'))?.user.id).toBe('me');
    await latest.shared.put({ shareId: 'new', data: shared('new'), lastOpenedAt: 1 });
    expect(await latest.shared.count()).toBe(1);
    latest.close();
  });

  it('reads as empty when IndexedDB is unusable', async () => {
    const broken = openPalmeDb(`broken-${Math.random()}`);
    broken.close();
    replaceDeviceStore(createDeviceStore(async () => broken));
    expect(await offlineStore.readings('me')).toEqual([]);
    expect(await offlineStore.account()).toBeNull();
  });
});
