import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';
import { deviceId, local, LOCAL_KEYS, session, SESSION_KEYS } from '../lib/browserStorage';
import { createDeviceStore } from '../lib/offline/deviceStore';
import { openPalmeDb, type PalmeDb } from '../lib/offline/offlineDb';
import { offlineStore, replaceDeviceStore } from '../lib/offline/offlineStore';
import { forgetAccountOnDevice } from './forgetDevice';
import { fetchCurrentUser } from './session';

const me = { id: 'me', displayName: 'Me' } as User;
const reading = (id: string, userId: string) =>
  ({ id, userId, shareId: `share-${id}`, createdAt: '2026-01-01', imageUrl: `/api/v1/images/${id}` }) as Reading;
const shared = { shareId: 'friend-share', imageUrl: '/api/v1/shared/friend-share/image' } as SharedReading;

let db: PalmeDb;
beforeEach(() => {
  db = openPalmeDb(`palme-forget-${Math.random()}`);
  replaceDeviceStore(createDeviceStore(async () => db));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  db.close();
  await Dexie.delete(db.name);
});

/** A device a signed-in user has used: their readings, a friend's shared reading, a result with a partner, photos, name, flow. */
async function useDevice() {
  await offlineStore.saveAccount(me);
  await offlineStore.saveReadings([reading('mine', 'me'), reading('result-with-me', 'partner')]);
  await offlineStore.saveShared(shared);
  await offlineStore.saveImage('/api/v1/images/mine', new Blob(['a']), 'me');
  await offlineStore.saveImage(shared.imageUrl!, new Blob(['b']), null);
  local.set(LOCAL_KEYS.userName, 'Me');
  local.set(LOCAL_KEYS.referrerId, 'friend');
  local.set(LOCAL_KEYS.shareId, 'friend-share');
  local.set(LOCAL_KEYS.theme, 'dark');
  local.set(LOCAL_KEYS.accountOnDevice, '1');
  session.set(SESSION_KEYS.compatibilityFlow, 'true');
}

async function rowsLeft(): Promise<number> {
  const counts = await Promise.all(db.tables.map((table) => table.count()));
  return counts.reduce((a, b) => a + b, 0);
}

describe('forgetting the account on this device', () => {
  it('leaves no row of any kind in IndexedDB, no name, referral or flow; the theme and device id stay', async () => {
    const device = deviceId();
    await useDevice();
    expect(await rowsLeft()).toBe(6);
    await forgetAccountOnDevice();
    expect(await rowsLeft()).toBe(0);
    for (const key of [LOCAL_KEYS.userName, LOCAL_KEYS.referrerId, LOCAL_KEYS.shareId, LOCAL_KEYS.accountOnDevice]) {
      expect(local.get(key)).toBeNull();
    }
    expect(session.get(SESSION_KEYS.compatibilityFlow)).toBeNull();
    expect(local.get(LOCAL_KEYS.theme)).toBe('dark');
    // The device is the same device for the next account on it (a referral of one's own second number is told by it).
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(device);
  });

  it('happens on a device whose session was ended elsewhere, at its next answer', async () => {
    await useDevice();
    const unauthorized = new Response(JSON.stringify({ error: 'You are not logged in', code: 'not_authenticated' }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized),
    );
    expect(await fetchCurrentUser()).toBeNull();
    expect(await rowsLeft()).toBe(0);
    expect(local.get(LOCAL_KEYS.userName)).toBeNull();
  });

  it('does not touch a visitor who has not signed in here: their name waits for the phone check', async () => {
    local.set(LOCAL_KEYS.userName, 'Newcomer');
    const unauthorized = new Response('{"error":"You are not logged in","code":"not_authenticated"}', { status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized),
    );
    expect(await fetchCurrentUser()).toBeNull();
    expect(local.get(LOCAL_KEYS.userName)).toBe('Newcomer');
  });
});
