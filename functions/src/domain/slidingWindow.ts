/**
 * Rate limits counted over a sliding window, estimated from two fixed windows (the sliding-window
 * counter that Cloudflare and others use): the hits of the current window, plus the previous
 * window's hits weighted by how much of it the sliding window still covers. Fixed windows alone let
 * twice a limit through at a window's edge (a full allowance just before it, another just after);
 * this lets about one limit through over any span of one window, keeping only two counts per client.
 */

export interface WindowCounts {
  /** Hits in the previous fixed window. */
  previous: number;
  /** Hits in the current fixed window, this one included. */
  current: number;
}

/** The fixed window a moment falls in, and when it started and ends. */
export function fixedWindow(now: number, windowMs: number): { index: number; start: number; end: number } {
  const index = Math.floor(now / windowMs);
  return { index, start: index * windowMs, end: (index + 1) * windowMs };
}

/**
 * The hits over the window ending now: whole hits (the rate-limit headers show it), rounding the
 * previous window's share up, so a client that spent its allowance just before an edge is still
 * over it just after.
 */
export function slidingHits(counts: WindowCounts, now: number, windowMs: number): number {
  const { start } = fixedWindow(now, windowMs);
  // In whole numbers until the one division, so no float error rounds a whole share up.
  return Math.ceil((counts.previous * (windowMs - (now - start))) / windowMs) + counts.current;
}

/**
 * Until when a client now over `limit` stays over it if it sends nothing more that counts: the
 * previous window's share shrinks as time passes; the current window's hits stay until it ends.
 */
export function overUntil(counts: WindowCounts, limit: number, now: number, windowMs: number): number {
  const { start, end } = fixedWindow(now, windowMs);
  if (counts.current > limit || counts.previous === 0) return end;
  // ceil(previous × (1 − (t − start)/W)) + current ≤ limit once previous × (1 − (t − start)/W) ≤ limit − current.
  const t = start + windowMs * (1 - (limit - counts.current) / counts.previous);
  return Math.min(end, Math.max(now, Math.ceil(t)));
}
