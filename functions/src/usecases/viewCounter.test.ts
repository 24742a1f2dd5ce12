import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewCounter } from './viewCounter.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeStore(failures = 0) {
  const written = new Map<string, number>();
  let writes = 0;
  let failing = failures;
  return {
    written,
    writes: () => writes,
    addViews: vi.fn(async (shareId: string, count: number) => {
      writes++;
      if (failing > 0) {
        failing--;
        throw new Error('contention');
      }
      written.set(shareId, (written.get(shareId) ?? 0) + count);
    }),
  };
}

describe('the view counter', () => {
  it('writes many views of a reading as one increment, a second later', async () => {
    const store = fakeStore();
    const views = createViewCounter(store, () => {});
    for (let i = 0; i < 50; i++) views.record('a');
    views.record('b');
    expect(store.writes()).toBe(0); // nothing on the request path
    await vi.advanceTimersByTimeAsync(1000);
    expect(Object.fromEntries(store.written)).toEqual({ a: 50, b: 1 });
    expect(store.writes()).toBe(2);
  });

  it('keeps views whose write failed, retries later and later, and loses none', async () => {
    const store = fakeStore(2);
    const log = vi.fn();
    const views = createViewCounter(store, log);
    for (let i = 0; i < 7; i++) views.record('viral');
    await vi.advanceTimersByTimeAsync(1000); // fails: next try in 2 s
    views.record('viral');
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.writes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000); // fails again: next try in 4 s
    expect(store.writes()).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.writes()).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.written.get('viral')).toBe(8);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('writes what is pending on flush (shutdown), once', async () => {
    const store = fakeStore();
    const views = createViewCounter(store, () => {});
    views.record('a');
    views.record('a');
    await Promise.all([views.flush(), views.flush()]);
    expect(store.written.get('a')).toBe(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.writes()).toBe(1);
  });
});
