/**
 * Views of shared readings, counted off the request path: a view is added in memory and written
 * later, one increment per reading per flush, so a visitor never waits for the count or fails
 * because of it.
 *
 * Firestore sustains about one write per second to one document. Each instance writes a reading's
 * count at most once per interval (1 s), however many views it served in between; when a write
 * fails (contention on a viral link, an outage), its views stay pending and that instance's interval
 * doubles, up to a minute, so the load on the document backs off instead of growing. Nothing is
 * dropped: pending views are written on the next flush, and flush() is called on shutdown
 * (index.ts, SIGTERM) and by tests.
 */
import type { PalmeStore } from '../domain/store.js';

export interface ViewCounter {
  record(shareId: string): void;
  /** Writes every pending view now (waits for a flush already under way). */
  flush(): Promise<void>;
}

export function createViewCounter(
  store: Pick<PalmeStore, 'addViews'>,
  log: (message: string, err?: unknown) => void,
  options: { intervalMs: number; maxIntervalMs: number } = { intervalMs: 1000, maxIntervalMs: 60_000 },
): ViewCounter {
  let pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let interval = options.intervalMs;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, interval);
    timer.unref?.();
  };

  async function writePending(): Promise<void> {
    const batch = pending;
    pending = new Map();
    const results = await Promise.allSettled([...batch].map(([shareId, n]) => store.addViews(shareId, n)));
    let failed = 0;
    [...batch].forEach(([shareId, n], i) => {
      if (results[i]!.status === 'fulfilled') return;
      failed++;
      pending.set(shareId, (pending.get(shareId) ?? 0) + n);
    });
    if (failed > 0) {
      interval = Math.min(interval * 2, options.maxIntervalMs);
      log(
        'views not written yet; kept for the next try',
        (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason,
      );
    } else {
      interval = options.intervalMs;
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    running = running.then(writePending).finally(schedule);
    return running;
  }

  return {
    record(shareId) {
      pending.set(shareId, (pending.get(shareId) ?? 0) + 1);
      schedule();
    },
    flush,
  };
}
