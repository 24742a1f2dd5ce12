import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@contract/paths';
import { createQueryClient } from '../lib/queryClient';
import { useCreateCompatibilityReading } from './compatibility';
import { currentUserKey } from './session';
import { readingsKey } from './readings';

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
  content: {},
  viewCount: 0,
  isPublic: true,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function setUp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(readingsKey, []);
  queryClient.setQueryData(currentUserKey, { id: 'u1', unlockedCompatibility: 1 });
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
  it('makes the readings list and the credit count stale, so the dashboard shows the new result', async () => {
    const { queryClient, hook } = setUp();
    await hook.current.mutateAsync({ partnerShareId: 'share123', idempotencyKey: 'k1' });
    expect(queryClient.getQueryState(readingsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(true);
  });

  it('sends the same Idempotency-Key when the same check is retried, so it is paid once', async () => {
    const { fetch, hook } = setUp();
    await hook.current.mutateAsync({ partnerShareId: 'share123', idempotencyKey: 'k1' });
    await hook.current.mutateAsync({ partnerShareId: 'share123', idempotencyKey: 'k1' });
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
    expect(keys).toEqual(['k1', 'k1']);
  });
});
