/**
 * What this device keeps of an account, and forgetting it: on logout, "sign out everywhere",
 * account deletion, and on a device whose session was ended from elsewhere (its next answer is a
 * 401). Everything the app stored goes: every IndexedDB row (own readings, compatibility results,
 * shared readings opened here, their photos, the account summary), the name and referral in local
 * storage and the flow in session storage. The theme stays: it belongs to the device, not the
 * account. The browser's HTTP cache is dropped by the server's answer (Clear-Site-Data).
 */
import { clearCompatibilityFlow, local, LOCAL_KEYS } from '../lib/browserStorage';
import { offlineStore } from '../lib/offline/offlineStore';

/** Notes that this device now holds a signed-in account's data. */
export function markAccountOnDevice(): void {
  if (!local.get(LOCAL_KEYS.accountOnDevice)) local.set(LOCAL_KEYS.accountOnDevice, '1');
}

/** Whether this device has held a signed-in account's data since it last forgot one. */
export const accountOnDevice = (): boolean => local.get(LOCAL_KEYS.accountOnDevice) !== null;

export async function forgetAccountOnDevice(): Promise<void> {
  for (const key of [LOCAL_KEYS.userName, LOCAL_KEYS.referrerId, LOCAL_KEYS.shareId]) local.remove(key);
  clearCompatibilityFlow();
  await offlineStore.forgetEverything();
  local.remove(LOCAL_KEYS.accountOnDevice);
}
