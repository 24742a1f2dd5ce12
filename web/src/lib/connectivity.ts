/**
 * Whether the API can be reached, learnt from what requests actually do. `navigator.onLine` is only a
 * hint when it says online: browsers report true behind a captive portal or a dead Wi-Fi (and some
 * Chromium versions keep it true after an emulated offline reload); when it says offline, it is
 * believed at once. A request that fails at the network level is checked before the app calls itself
 * offline: the health route is probed at once, and only when that fails too is the device offline
 * (one dropped request on a working connection must not put the app offline, and block a retry, for
 * the probe's interval). Any answer from the server means online. While offline, the health route is
 * probed now and then so the app notices the network coming back even when no request of the user's
 * does.
 */
import { API_PATHS } from '@contract/paths';

/** How long a probe of the health route waits for an answer. */
const PROBE_TIMEOUT_MS = 4000;

/** How often the health route is probed while the API cannot be reached. */
export const OFFLINE_PROBE_MS = 10_000;

type Listener = () => void;

export interface Connectivity {
  isOnline(): boolean;
  subscribe(listener: Listener): () => void;
  /** The server answered (any status). */
  reportReached(): void;
  /**
   * A request never reached the server. With `startedAt` (its performance.now() when sent), the
   * failure does not count when any answer has arrived since: that answer proves the server was
   * reachable after this request set off (a cancelled or slow old request must not win).
   */
  reportUnreachable(startedAt?: number): void;
}

export function createConnectivity(
  probe: () => Promise<boolean>,
  initiallyOnline: boolean,
  probeEveryMs = OFFLINE_PROBE_MS,
  deviceSaysOffline: () => boolean = () => false,
): Connectivity {
  let online = initiallyOnline;
  let lastReachedAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let confirming: Promise<void> | null = null;
  const listeners = new Set<Listener>();

  const set = (value: boolean) => {
    if (value === online) return;
    online = value;
    if (online) clearTimeout(timer);
    else scheduleProbe();
    listeners.forEach((listener) => listener());
  };
  function scheduleProbe() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void probe().then((reached) => (reached ? set(true) : scheduleProbe()));
    }, probeEveryMs);
  }

  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportReached() {
      lastReachedAt = performance.now();
      set(true);
    },
    reportUnreachable(startedAt = Infinity) {
      if (lastReachedAt >= startedAt || !online) return;
      if (deviceSaysOffline()) {
        set(false);
        return;
      }
      // Asked once for however many requests fail together.
      confirming ??= probe()
        .then((reached) => {
          if (reached) {
            lastReachedAt = performance.now();
            set(true);
          } else if (lastReachedAt < startedAt) set(false);
        })
        .finally(() => (confirming = null));
    },
  };
}

async function probeHealth(): Promise<boolean> {
  try {
    // A dead Wi-Fi can hold a request for a minute: a probe that has not answered in a few seconds failed.
    await fetch(API_PATHS.health, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

// Online unless the browser says otherwise: the server renders pages on Node, whose `navigator`
// (Node 21 and later) has no `onLine`, and a page drawn there as offline would not match the browser's.
export const connectivity = createConnectivity(
  probeHealth,
  typeof navigator === 'undefined' || navigator.onLine !== false,
  OFFLINE_PROBE_MS,
  () => typeof navigator !== 'undefined' && navigator.onLine === false,
);

if (typeof window !== 'undefined') {
  // The browser's own word counts when it says offline; when it says online, check before believing it.
  window.addEventListener('offline', () => connectivity.reportUnreachable());
  window.addEventListener('online', () => {
    void probeHealth().then((reached) => reached && connectivity.reportReached());
  });
}
