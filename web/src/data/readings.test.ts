import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@contract/paths';
import type { PalmReading, Reading } from '@contract/reading';
import { createQueryClient } from '../lib/queryClient';
import { createDeviceStore } from '../lib/offline/deviceStore';
import { openPalmeDb, type PalmeDb } from '../lib/offline/offlineDb';
import { replaceDeviceStore } from '../lib/offline/offlineStore';
import { palmReading } from '../test/readingFixtures';
import { readingsQuery, useChangeReading } from './readings';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let db: PalmeDb;
beforeEach(() => {
  db = openPalmeDb(`palme-readings-${Math.random()}`);
  replaceDeviceStore(createDeviceStore(async () => db));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await Dexie.delete(db.name);
});

describe('a change to a reading while the list is on its way', () => {
  it('is not undone by a list the server read before the change', async () => {
    const before: PalmReading = { ...palmReading, sharePhoto: undefined };
    const after: PalmReading = { ...palmReading, sharePhoto: 'none' };
    let stored: Reading = before;
    // The first list request is answered late, with what the server read when it arrived.
    let answerSlowList = () => {};
    let listRequests = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === API_PATHS.readingsList) {
          const read = [stored];
          if (++listRequests === 1) await new Promise<void>((done) => (answerSlowList = done));
          return json(read);
        }
        if (url === API_PATHS.reading(before.id) && init?.method === 'PATCH') {
          stored = after;
          return json(after);
        }
        return new Response(null, { status: 404 });
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(readingsQuery.queryKey, [before]);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useChangeReading(), { wrapper });

    // The list is revalidated; before its answer lands, the owner chooses what goes with the link.
    void queryClient.fetchQuery({ ...readingsQuery, staleTime: 0 });
    await waitFor(() => expect(listRequests).toBe(1));
    await act(() => result.current.mutateAsync({ id: before.id, change: { sharePhoto: 'none' } }));
    expect(queryClient.getQueryData<Reading[]>(readingsQuery.queryKey)?.[0]?.sharePhoto).toBe('none');

    answerSlowList();
    await waitFor(() => expect(queryClient.isFetching({ queryKey: readingsQuery.queryKey })).toBe(0));
    expect(queryClient.getQueryData<Reading[]>(readingsQuery.queryKey)?.[0]?.sharePhoto).toBe('none');
  });
});
