/** Onboarding's own calls: sign-in with the phone identity token, and logout. */
import { API_PATHS } from '@contract/paths';
import { userSchema, type User } from '@contract/user';
import { apiRequest } from '../../lib/apiClient';

export async function signInWithServer(
  idToken: string,
  body: { displayName: string; referrerId?: string | null; shareId?: string | null },
): Promise<User> {
  const res = await apiRequest('POST', API_PATHS.authFirebase, body, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return userSchema.parse(await res.json());
}

export async function logout(): Promise<void> {
  await apiRequest('POST', API_PATHS.authLogout);
}
