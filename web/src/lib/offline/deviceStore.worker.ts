/**
 * The device store's own thread: Dexie loads, opens the database and runs every transaction here,
 * never on the page's main thread. The page reaches it through offlineStore.ts (Comlink); "ready"
 * tells the page this module loaded, so a worker that cannot start is noticed instead of waited on.
 */
import { expose } from 'comlink';
import { createDeviceStore } from './deviceStore';
import { openPalmeDb } from './offlineDb';

expose(createDeviceStore(async () => openPalmeDb()));
postMessage('ready');
