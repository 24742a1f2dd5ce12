import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import { userSchema, type User } from '@contract/user';
import { apiRequest, ApiRequestError } from '../apiClient';

export const currentUserKey = [API_PATHS.authUser] as const;

/** The signed-in user, or null when there is no session (a 401 here is an answer, not an error). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const res = await apiRequest('GET', API_PATHS.authUser, undefined, { signal });
    return userSchema.parse(await res.json());
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: ({ signal }) => fetchCurrentUser(signal) });
}
