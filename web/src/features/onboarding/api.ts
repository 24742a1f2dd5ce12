/** Onboarding's own calls, as mutations: sign-in with the phone identity token, and logout. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@contract/paths';
import { userSchema, type User } from '@contract/user';
import { apiRequest } from '../../lib/apiClient';
import { forgetAccountOnDevice, markAccountOnDevice } from '../../data/forgetDevice';
import { currentUserQuery } from '../../data/session';

interface SignIn {
  idToken: string;
  displayName: string;
  referrerId?: string | null;
  shareId?: string | null;
  deviceId?: string | null;
}

async function signInWithServer({ idToken, ...body }: SignIn): Promise<User> {
  const res = await apiRequest('POST', API_PATHS.authFirebase, body, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return userSchema.parse(await res.json());
}

/** Starts the session; the answer is the signed-in user, in the cache at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithServer,
    onSuccess: (user) => {
      markAccountOnDevice();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

/** Ends the session, then forgets everything of the account on this device (a shared device keeps nothing). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', API_PATHS.authLogout);
    },
    onSuccess: async () => {
      await forgetAccountOnDevice();
      queryClient.clear();
    },
  });
}
