/** Quick set-up through the real API (via Hosting), for journeys that start from an existing user. */
import type { BrowserContext } from 'playwright-core';
import type { Reading } from '@contract/reading';
import type { User } from '@contract/user';
import { palmJpeg, signIn, uploadForm, type SignedInClient } from '../../functions/test/testkit';
import { APP_URL } from './browser';

export interface ApiUser extends SignedInClient {
  /** The __session cookie's value. */
  session: string;
}

export async function signUpViaApi(displayName: string, options: { referrerId?: string } = {}): Promise<ApiUser> {
  const client = await signIn({ baseUrl: APP_URL }, { displayName, referrerId: options.referrerId });
  return { ...client, session: client.cookie.split('=')[1]! };
}

/** The same account signed in again (another device): a session of its own. */
export async function signInAgainViaApi(client: ApiUser): Promise<ApiUser> {
  const again = await signIn(
    { baseUrl: APP_URL },
    { displayName: client.user.displayName, phoneNumber: client.phoneNumber },
  );
  return { ...again, session: again.cookie.split('=')[1]! };
}

export async function uploadViaApi(client: ApiUser, seed: number): Promise<Reading> {
  const res = await client.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed, lines: 3 + (seed % 7) })),
  });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Reading;
}

export async function me(client: ApiUser): Promise<User> {
  return (await (await client.fetch('/api/v1/auth/user')).json()) as User;
}

/** Signs the browser context in as this user. */
export async function useSession(context: BrowserContext, client: ApiUser): Promise<void> {
  await context.addCookies([
    { name: '__session', value: client.session, url: APP_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
}
