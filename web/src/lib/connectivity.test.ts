import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from './connectivity';

describe('connectivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes offline when a request cannot reach the server, whatever navigator.onLine says', () => {
    const c = createConnectivity(() => Promise.resolve(false), true);
    const seen: boolean[] = [];
    c.subscribe(() => seen.push(c.isOnline()));
    c.reportUnreachable();
    expect(c.isOnline()).toBe(false);
    c.reportUnreachable();
    expect(seen).toEqual([false]);
  });

  it('lets no old failure undo an answer that arrived after that request was sent', () => {
    const c = createConnectivity(() => Promise.resolve(false), true);
    const oldRequestSentAt = performance.now();
    c.reportReached();
    c.reportUnreachable(oldRequestSentAt);
    expect(c.isOnline()).toBe(true);
    c.reportUnreachable(performance.now() + 1);
    expect(c.isOnline()).toBe(false);
  });

  it('comes back online when the server answers again', () => {
    const c = createConnectivity(() => Promise.resolve(false), false);
    c.reportReached();
    expect(c.isOnline()).toBe(true);
  });

  it('probes while offline and notices the network coming back on its own', async () => {
    const answers = [false, true];
    const probe = vi.fn(() => Promise.resolve(answers.shift() ?? true));
    const c = createConnectivity(probe, true, 1000);
    c.reportUnreachable();
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.isOnline()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
