/**
 * express-rate-limit's Store in this instance's memory, counting over a sliding window
 * (domain/slidingWindow.ts) instead of the library's fixed windows, which let twice a limit through
 * at a window's edge. Two counts per client; clients idle for a whole window are dropped as windows
 * turn over.
 */
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { fixedWindow, slidingHits, type WindowCounts } from '../domain/slidingWindow.js';

export function slidingMemoryStore(now: () => number = Date.now): Store {
  let windowMs = 60_000;
  const clients = new Map<string, WindowCounts & { window: number }>();
  let sweptAt = -1;

  /** The client's counts as of the window `index`, moved along if windows turned since. */
  const countsOf = (key: string, index: number): WindowCounts & { window: number } => {
    const kept = clients.get(key);
    if (kept?.window === index) return kept;
    const previous = kept?.window === index - 1 ? kept.current : 0;
    const moved = { window: index, previous, current: 0 };
    clients.set(key, moved);
    return moved;
  };
  const sweep = (index: number) => {
    if (sweptAt === index) return;
    sweptAt = index;
    for (const [key, counts] of clients) if (counts.window < index - 1) clients.delete(key);
  };
  const info = (counts: WindowCounts, at: number, end: number): ClientRateLimitInfo => ({
    totalHits: slidingHits(counts, at, windowMs),
    resetTime: new Date(end),
  });

  return {
    localKeys: true,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    get(key) {
      const at = now();
      const { index, end } = fixedWindow(at, windowMs);
      return clients.has(key) ? info(countsOf(key, index), at, end) : undefined;
    },
    increment(key) {
      const at = now();
      const { index, end } = fixedWindow(at, windowMs);
      sweep(index);
      const counts = countsOf(key, index);
      counts.current += 1;
      return info(counts, at, end);
    },
    decrement(key) {
      const counts = clients.get(key);
      if (counts && counts.current > 0) counts.current -= 1;
    },
    resetKey(key) {
      clients.delete(key);
    },
    resetAll() {
      clients.clear();
    },
  };
}
