import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from './connectivity';

describe('connectivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes offline when a request cannot reach the server and neither can a probe, whatever navigator.onLine says', async () => {
    const probe = vi.fn(() => Promise.resolve(false));
    const c = createConnectivity(probe, true);
    const seen: boolean[] = [];
    c.subscribe(() => seen.push(c.isOnline()));
    c.reportUnreachable();
    c.reportUnreachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.isOnline()).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([false]);
  });

  it('stays online when one request is dropped but the server answers the probe', async () => {
    const c = createConnectivity(() => Promise.resolve(true), true);
    const seen: boolean[] = [];
    c.subscribe(() => seen.push(c.isOnline()));
    c.reportUnreachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.isOnline()).toBe(true);
    expect(seen).toEqual([]);
  });

  it('believes the device at once when it says it is offline', () => {
    const probe = vi.fn(() => Promise.resolve(true));
    const c = createConnectivity(probe, true, 1000, () => true);
    c.reportUnreachable();
    expect(c.isOnline()).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });

  it('lets no old failure undo an answer that arrived after that request was sent', async () => {
    const c = createConnectivity(() => Promise.resolve(false), true);
    const oldRequestSentAt = performance.now();
    c.reportReached();
    c.reportUnreachable(oldRequestSentAt);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.isOnline()).toBe(true);
    c.reportUnreachable(performance.now() + 1);
    await vi.advanceTimersByTimeAsync(0);
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
    const c = createConnectivity(probe, true, 1000, () => true);
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
