import { useSyncExternalStore } from 'react';
import { connectivity } from './connectivity';

/** Whether the API can be reached (see connectivity.ts), as React state. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, () => true);
}
