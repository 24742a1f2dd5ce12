import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readingsQuery, sharedReadingQuery } from '../data/readings';
import { currentUserQuery } from '../data/session';
import { drawnPageQueries, fetchDrawnPageData } from './drawnPageData';
import { readServerState, serializeServerState } from './serverState';

describe('a page drawn on the server', () => {
  it('carries only the address it was drawn for, read back on that address alone', () => {
    document.body.innerHTML = `<script type="application/json" id="palme-server-state">${serializeServerState({
      path: '/shared/abc</script>',
    })}</script>`;
    expect(readServerState(document, '/shared/abc</script>')).toEqual({ path: '/shared/abc</script>' });
    expect(readServerState(document, '/dashboard')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="palme-server-state">{not json</script>';
    expect(readServerState(document, '/dashboard')).toBeNull();
  });

  it("is taken over with the app's own requests for what it was drawn from, and none elsewhere", () => {
    const keys = (path: string) => drawnPageQueries(path).map((q) => q.queryKey);
    expect(keys('/shared/abc')).toEqual([sharedReadingQuery('abc').queryKey]);
    expect(keys('/dashboard')).toEqual([currentUserQuery.queryKey, readingsQuery.queryKey]);
    expect(keys('/palm-upload')).toEqual([]);
  });

  it('hydrates whatever the requests answer: a failed one is left to the page, as on any visit', async () => {
    const client = new QueryClient();
    const fetchQuery = vi
      .spyOn(client, 'fetchQuery')
      .mockResolvedValueOnce({ id: 'user' })
      .mockRejectedValueOnce(new Error('offline'));
    await expect(fetchDrawnPageData(client, '/dashboard')).resolves.toBeUndefined();
    expect(fetchQuery.mock.calls.map(([q]) => q.queryKey)).toEqual([currentUserQuery.queryKey, readingsQuery.queryKey]);
  });
});
