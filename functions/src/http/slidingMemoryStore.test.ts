import { describe, expect, it } from 'vitest';
import type { Options, Store } from 'express-rate-limit';
import { slidingMemoryStore } from './slidingMemoryStore.js';

const MINUTE = 60_000;

/** What express-rate-limit decides with a store: a request goes through while its count is within the limit. */
async function allowed(store: Store, key: string, limit: number): Promise<boolean> {
  return (await store.increment(key)).totalHits <= limit;
}

function limitedStore(limit: number) {
  let clock = 10 * MINUTE;
  const store = slidingMemoryStore(() => clock);
  store.init!({ windowMs: MINUTE, limit } as Options);
  return { store, at: (ms: number) => (clock = ms), send: (key: string) => allowed(store, key, limit) };
}

describe('a sliding-window limit in memory', () => {
  it("lets one limit through across a window's edge, where fixed windows let two", async () => {
    const { at, send } = limitedStore(10);
    const through: boolean[] = [];
    at(10 * MINUTE + 59_000); // the last second of a window
    for (let i = 0; i < 10; i++) through.push(await send('client'));
    at(11 * MINUTE + 1_000); // the first second of the next
    for (let i = 0; i < 10; i++) through.push(await send('client'));
    expect(through.filter(Boolean)).toHaveLength(10);
    expect(through.slice(0, 10).every(Boolean)).toBe(true);
  });

  it('gives the allowance back as the earlier hits slide out of the window, and keeps clients apart', async () => {
    const { at, send } = limitedStore(10);
    at(10 * MINUTE);
    for (let i = 0; i < 10; i++) await send('client');
    expect(await send('client')).toBe(false);
    expect(await send('someone else')).toBe(true);
    // Half a window into the next: half of the earlier hits still count.
    at(11 * MINUTE + 30_000);
    const halfway: boolean[] = [];
    for (let i = 0; i < 10; i++) halfway.push(await send('client'));
    expect(halfway.filter(Boolean)).toHaveLength(4);
    // A whole window with nothing sent: the full allowance again.
    at(13 * MINUTE);
    for (let i = 0; i < 10; i++) expect(await send('client')).toBe(true);
  });
});
