import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import type { User } from '@contract/user';
import { apiRequest, ApiRequestError } from '../lib/apiClient';
import { isNetworkFailure } from '../lib/offline/offlineFallback';
import { offlineStore } from '../lib/offline/offlineStore';
import { accountOnDevice, forgetAccountOnDevice, markAccountOnDevice } from './forgetDevice';

/**
 * The signed-in user, or null when there is no session (a 401 here is an answer, not an error).
 * Offline, the last known user stands in, so saved readings still open.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const since = offlineStore.generation();
  try {
    // The schema loads beside the request rather than with the first screen.
    const [res, { userSchema }] = await Promise.all([
      apiRequest('GET', API_PATHS.authUser, undefined, { signal }),
      import('@contract/user'),
    ]);
    const user = userSchema.parse(await res.json());
    markAccountOnDevice();
    void offlineStore.saveAccount(user, since);
    return user;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      // No session. If this device kept an account's data, its session was ended elsewhere ("sign
      // out everywhere", expiry): the data goes too. (Only then: a signed-out home page never opens IndexedDB.)
      if (accountOnDevice()) await forgetAccountOnDevice();
      return null;
    }
    if (isNetworkFailure(err)) {
      const saved = await offlineStore.account();
      if (saved) return saved;
    }
    throw err;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: [API_PATHS.authUser],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
