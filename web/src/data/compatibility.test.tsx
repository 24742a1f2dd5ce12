import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@contract/paths';
import { createQueryClient } from '../lib/queryClient';
import { useCreateCompatibilityReading } from './compatibility';
import { currentUserQuery } from './session';
import { compatibilityResultQuery, readingsQuery } from './readings';
import { compatibilityContent } from '../test/readingFixtures';

const result = {
  id: 'r1',
  userId: 'u1',
  imageUrl: null,
  readingType: 'COMPATIBILITY',
  lifeArea: null,
  userArchetype: 'ORACLE',
  compatibilityOutcome: 'SOULMATES',
  partnerUserId: 'u2',
  keyInsight: 'Soulmates',
  status: 'completed',
  shareId: 's1',
  content: { ...compatibilityContent, outcome: 'SOULMATES', outcomeTitle: 'Soulmates', userArchetype: 'ORACLE' },
  viewCount: 0,
  isPublic: true,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function setUp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(readingsQuery.queryKey, [{ ...result, id: 'older', shareId: 's0' }] as never);
  queryClient.setQueryData(currentUserQuery.queryKey, { id: 'u1', unlockedCompatibility: 1 } as never);
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(result), { status: 201 })),
  );
  vi.stubGlobal('fetch', fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result: hook } = renderHook(() => useCreateCompatibilityReading(), { wrapper });
  return { queryClient, fetch, hook };
}

describe('creating a compatibility reading', () => {
  it('puts the answer on top of the list and under its own address at once, and asks for the credits again', async () => {
    const { queryClient, fetch, hook } = setUp();
    await hook.current.mutateAsync({ partnerShareId: 'share123', idempotencyKey: 'k1' });
    expect(queryClient.getQueryData(readingsQuery.queryKey)?.map((r) => r.id)).toEqual(['r1', 'older']);
    expect(queryClient.getQueryData(compatibilityResultQuery('s1').queryKey)?.id).toBe('r1');
    // The list is not fetched again (one request: the check itself); the user, whose credit was spent, is.
    expect(queryClient.getQueryState(readingsQuery.queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(currentUserQuery.queryKey)?.isInvalidated).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the same Idempotency-Key when the same check is retried, so it is paid once', async () => {
    const { fetch, hook } = setUp();
    await hook.current.mutateAsync({ partnerShareId: 'share123', idempotencyKey: 'k1' });
    await hook.current.mutateAsync({ partnerShareId: 'share123', idempotencyKey: 'k1' });
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
    expect(keys).toEqual(['k1', 'k1']);
  });
});
