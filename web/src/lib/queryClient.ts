import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from './apiClient';

type On401 = 'returnNull' | 'throw';

/** The default query: GET the URL in the key's first element; a 401 fails unless asked to yield null. */
export function getQueryFn<T>(options: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      const res = await apiRequest('GET', String(queryKey[0]), undefined, { signal });
      return (await res.json()) as T;
    } catch (err) {
      if (options.on401 === 'returnNull' && err instanceof ApiRequestError && err.status === 401) return null;
      throw err;
    }
  };
}

/** The spec's data-fetching defaults: no automatic retry, no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
