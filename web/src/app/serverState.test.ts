import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { revalidateSeeded, seedQueries, type ServerState } from './serverState';

const KEY = ['/api/v1/readings/list'] as const;
const state: ServerState = { path: '/dashboard', queries: [{ key: KEY, data: ['drawn'] }] };

function observe(client: QueryClient, queryFn: () => Promise<string[]>) {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn, staleTime: Infinity });
  const seen: unknown[] = [];
  const stop = observer.subscribe((result) => seen.push(result.data));
  return { observer, seen, stop };
}

describe('a page drawn on the server', () => {
  it('takes over with the data it was drawn from, and asks the API only once told to', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => ['fresh']);
    seedQueries(client, state);
    const { observer, stop } = observe(client, queryFn);
    // Mounting (hydration) shows the drawn data and sends nothing.
    expect(observer.getCurrentResult().data).toEqual(['drawn']);
    await new Promise((r) => setTimeout(r, 20));
    expect(queryFn).not.toHaveBeenCalled();
    // Once hydration is done, the app's own request goes out and its answer replaces the drawn data.
    await revalidateSeeded(client, state);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual(['fresh']);
    stop();
  });
});
