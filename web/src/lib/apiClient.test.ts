import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, localDate } from './apiClient';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it("tells the API the reader's own date, so daily parts turn at local midnight", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('GET', '/api/v1/readings/list');
    const headers = new Headers(fetch.mock.calls[0]![1]!.headers);
    expect(headers.get('X-Local-Date')).toBe(localDate());
  });

  it('writes the local calendar date, not the UTC one', () => {
    // 11:30 pm local time on the 22nd, whatever the UTC date is then.
    expect(localDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
    expect(localDate(new Date(2026, 0, 5, 0, 10))).toBe('2026-01-05');
  });
});
