/**
 * The page's handle on the device store (deviceStore.ts). The store runs in a worker, started once the
 * page has loaded and is idle: neither Dexie nor its transactions ever compete with a screen. Where a
 * worker cannot start (a browser without module workers), the same store runs on the page instead.
 * Reads never throw: a broken store is an empty one.
 */
import type { Reading, SharedReading } from '@contract/reading';
import type { User } from '@contract/user';
import { afterLoadAndIdle } from '../whenIdle';
import type { DeviceStore } from './deviceStore';

/** Starts the store's worker; settles when its module has loaded, fails if it cannot. */
async function startWorker(): Promise<DeviceStore> {
  const { wrap } = await import('comlink');
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./deviceStore.worker.ts', import.meta.url), {
      type: 'module',
      name: 'palme-device-store',
    });
    worker.addEventListener('error', reject, { once: true });
    worker.addEventListener('message', function ready(event: MessageEvent) {
      if (event.data !== 'ready') return;
      worker.removeEventListener('message', ready);
      // Every method of the store already answers with a promise, so the worker's proxy is a store.
      resolve(wrap<DeviceStore>(worker) as unknown as DeviceStore);
    });
  });
}

async function storeOnThePage(): Promise<DeviceStore> {
  const [{ createDeviceStore }, { openPalmeDb }] = await Promise.all([import('./deviceStore'), import('./offlineDb')]);
  return createDeviceStore(async () => openPalmeDb());
}

// Dexie loads with the first use of the store, once the page has loaded and is idle: never with the
// first screen. (Waiting longer would lose readings a visitor closes quickly.)
let store: Promise<DeviceStore> | undefined;
function device(): Promise<DeviceStore> {
  store ??= afterLoadAndIdle().then(() => startWorker().catch(storeOnThePage));
  return store;
}

/** For tests: use another store (e.g. one over a fresh fake-indexeddb database). */
export function replaceDeviceStore(other: DeviceStore): void {
  store = Promise.resolve(other);
}

/**
 * How many times this page has made the device forget its user (logout, a deleted account). A write
 * of a user's data passes the count from before its request was sent, and is dropped if the device
 * forgot its user since: an answer arriving after logout must not put the user's data back. Each forget
 * tells the store the new count, and the store checks a write against it when the write reaches the
 * database.
 */
let forgets = 0;

// Calls reach the store in the order they are made: each waits on the same promise, and the worker
// handles its messages in order.
export const offlineStore = {
  /** The count a write started now passes along (see `forgets`). */
  generation: () => forgets,

  saveAccount: async (user: User, since = forgets) => (await device()).saveAccount(user, since),
  account: async () => (await device()).account(),

  saveReadings: async (readings: Reading[], since = forgets) => (await device()).saveReadings(readings, since),
  /** The user's own readings, newest first. */
  readings: async (ownerId: string) => (await device()).readings(ownerId),
  /** A saved reading by its id, or a compatibility result by the share id its link carries. */
  reading: async (id: string) => (await device()).reading(id),

  saveShared: async (shared: SharedReading) => (await device()).saveShared(shared),
  shared: async (shareId: string) => (await device()).shared(shareId),

  saveImage: async (url: string, blob: Blob, ownerId: string | null, since = forgets) =>
    (await device()).saveImage(url, blob, ownerId, since),
  image: async (url: string) => (await device()).image(url),
  hasImage: async (url: string) => (await device()).hasImage(url),

  /** A reading deleted by its owner leaves the device, with its palm image. */
  forgetReading: async (reading: Pick<Reading, 'id' | 'imageUrl'>) =>
    (await device()).forgetReading({ id: reading.id, imageUrl: reading.imageUrl }),
  /** A deleted account: everything this app kept on the device goes, shared readings included. */
  forgetEverything: async () => {
    const generation = ++forgets;
    return (await device()).forgetEverything(generation);
  },
};
