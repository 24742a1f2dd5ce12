import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults: no automatic retry, no refetch on focus, no polling, never stale. Every
 * query brings its own fetch (one `queryOptions` per resource, in data/ or a feature's api.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Run the fetchers even offline: they answer from the device's saved readings.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
