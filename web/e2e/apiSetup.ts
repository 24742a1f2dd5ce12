/** Quick set-up through the real API (via Hosting), for journeys that start from an existing user. */
import type { BrowserContext } from 'playwright-core';
import type { Reading } from '@contract/reading';
import type { User } from '@contract/user';
import { phoneIdToken, randomPhone, uploadForm } from '../../functions/src/test/apiHarness';
import { palmJpeg } from '../../functions/src/test/palmPhotos';
import { APP_URL } from './browser';

export interface ApiUser {
  user: User;
  session: string;
  phone: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export async function signUpViaApi(displayName: string, options: { referrerId?: string } = {}): Promise<ApiUser> {
  const phone = randomPhone();
  const res = await fetch(`${APP_URL}/api/v1/auth/firebase`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await phoneIdToken(phone)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName, referrerId: options.referrerId }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0]!
    .split('=')[1]!;
  const user = (await res.json()) as User;
  return {
    user,
    session,
    phone,
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', `__session=${session}`);
      return fetch(`${APP_URL}${path}`, { ...init, headers });
    },
  };
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
