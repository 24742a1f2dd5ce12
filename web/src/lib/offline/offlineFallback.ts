import { ApiRequestError } from '../apiClient';
import { connectivity } from '../connectivity';

/** No network, and this was never saved on the device. */
export class OfflineMissError extends Error {
  constructor(
    message = "You're offline, and this isn't saved on this device yet. Connect to the internet to open it.",
  ) {
    super(message);
    this.name = 'OfflineMissError';
  }
}

/**
 * True when the request never reached the server (offline, DNS, connection refused, no answer in time),
 * not when it answered.
 */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof ApiRequestError) return false;
  const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
  return err instanceof TypeError || timedOut || !connectivity.isOnline();
}

/**
 * Network first; what the network returns is saved for later. When the network cannot be
 * reached, the saved copy answers instead, or OfflineMissError when there is none.
 */
export async function networkThenCache<T>(
  network: () => Promise<T>,
  save: (value: T) => Promise<void> | void,
  cached: () => Promise<T | null>,
): Promise<T> {
  try {
    const value = await network();
    void save(value);
    return value;
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const copy = await cached();
    if (copy === null) throw new OfflineMissError();
    return copy;
  }
}
