import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../contract/user.js';
import {
  emailIdToken,
  errorBody,
  phoneIdToken,
  randomPhone,
  sessionCookieOf,
  signIn,
  startHarness,
  uploadForm,
  type Harness,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});

function postSignIn(token: string | null, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  return fetch(`${h.baseUrl}/api/v1/auth/firebase`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An unsigned emulator-style token whose expiry is in the past. */
function expiredToken(uid: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 7200;
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: 'https://securetoken.google.com/demo-palme',
    aud: 'demo-palme',
    auth_time: past,
    user_id: uid,
    sub: uid,
    iat: past,
    exp: past + 3600,
    phone_number: '+15550000000',
    firebase: { identities: {}, sign_in_provider: 'phone' },
  })}.`;
}

describe('POST /api/v1/auth/firebase', () => {
  it('creates a new user with the spec defaults and starts a session', async () => {
    const phone = randomPhone();
    const res = await postSignIn(await phoneIdToken(phone), { displayName: '  Luna  ' });
    expect(res.status).toBe(200);
    const user = (await res.json()) as User;
    expect(user).toMatchObject({
      displayName: '  Luna  ',
      phoneNumber: phone,
      unlockedReadings: 1,
      unlockedCompatibility: 1,
      currentStreak: 0,
      totalReadings: 0,
      referralCount: 0,
      archetype: null,
      isPremium: false,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The harness is configured for plain HTTP (as the local emulators are): no Secure flag.
    expect(cookie).not.toMatch(/Secure/i);

    const stored = await h.db.collection('users').doc(user.id).get();
    expect(stored.get('firebaseUid')).toBeTruthy();
    expect(stored.get('stripeCustomerId')).toBeNull();
    // Stored under a hash of the cookie's id: nothing in the database is a cookie that signs anyone in.
    const sid = cookie.split(';')[0]!.split('=')[1]!;
    const sessions = await h.db.collection('sessions').where('sess.userId', '==', user.id).get();
    expect(sessions.docs).toHaveLength(1);
    const session = sessions.docs[0]!;
    expect(session.id).toBe(createHash('sha256').update(sid).digest('base64url'));
    expect(JSON.stringify(session.data())).not.toContain(sid);
    expect(session.get('sess')).toEqual({ userId: user.id, firebaseUid: stored.get('firebaseUid') });
    expect(session.get('expire').toDate().getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('keeps one user per phone number and updates the name on the next sign-in', async () => {
    const first = await signIn(h, { displayName: 'Sol' });
    const again = await signIn(h, { displayName: 'Sol Ray', phoneNumber: first.phoneNumber });
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.displayName).toBe('Sol Ray');
    expect(again.user.unlockedReadings).toBe(1);
    const byPhone = await h.db.collection('users').where('phoneNumber', '==', first.phoneNumber).get();
    expect(byPhone.size).toBe(1);
  });

  it('makes exactly one user from concurrent first sign-ins', async () => {
    const phone = randomPhone();
    const token = await phoneIdToken(phone);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postSignIn(token, { displayName: `Twin ${i}` })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as User).id)));
    expect(ids.size).toBe(1);
    const byPhone = await h.db.collection('users').where('phoneNumber', '==', phone).get();
    expect(byPhone.size).toBe(1);
  });

  it("counts a referral when the newcomer completes a first reading, and every third unlocks the referrer's reading", async () => {
    const referrer = await signIn(h, { displayName: 'Sharer' });
    const me = async () => (await (await referrer.fetch('/api/v1/auth/user')).json()) as User;
    for (let i = 1; i <= 3; i++) {
      const friend = await signIn(h, {
        displayName: `Friend ${i}`,
        referrerId: referrer.user.id,
        shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
      });
      const referral = h.db.collection('referrals').doc(friend.user.id);
      expect((await referral.get()).data()).toMatchObject({
        referrerId: referrer.user.id,
        referredUserId: friend.user.id,
        status: 'pending',
        shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
      });
      // Signing up alone earns nothing…
      expect((await me()).referralCount).toBe(i - 1);
      // …the friend's first reading does, once.
      for (const seed of [i, i + 10]) {
        const res = await friend.fetch('/api/v1/readings/upload', {
          method: 'POST',
          body: uploadForm(await palmJpeg({ seed })),
        });
        if (seed === i) expect(res.status).toBe(201);
        else expect(res.status).toBe(403); // no credit left for a second reading
      }
      expect((await referral.get()).get('status')).toBe('completed');
      const now = await me();
      expect(now.referralCount).toBe(i);
      expect(now.unlockedReadings).toBe(i === 3 ? 2 : 1);
    }
  });

  it("counts no referral made on the referrer's own device, keeps the device only as a hash, and ignores a malformed one", async () => {
    const samsPhone = randomUUID().replaceAll('-', '');
    const sharer = await signIn(h, { displayName: 'Sam', deviceId: samsPhone });
    const stored = await h.db.collection('users').doc(sharer.user.id).get();
    expect(stored.get('deviceKeys')).toHaveLength(1);
    expect(JSON.stringify(stored.data())).not.toContain(samsPhone);

    // Sam's second number, signed up through Sam's own link on Sam's phone: no referral.
    const second = await signIn(h, { displayName: 'Sam Two', referrerId: sharer.user.id, deviceId: samsPhone });
    expect((await h.db.collection('referrals').doc(second.user.id).get()).exists).toBe(false);
    // A friend on their own phone is referred; a second number on that phone is not (one per device).
    const anasPhone = randomUUID().replaceAll('-', '');
    const friend = await signIn(h, { displayName: 'Ana', referrerId: sharer.user.id, deviceId: anasPhone });
    expect((await h.db.collection('referrals').doc(friend.user.id).get()).get('status')).toBe('pending');
    const friendAgain = await signIn(h, { displayName: 'Ana Two', referrerId: sharer.user.id, deviceId: anasPhone });
    expect((await h.db.collection('referrals').doc(friendAgain.user.id).get()).exists).toBe(false);

    // A device id that is not one (storage tampered with) is ignored: the sign-in goes ahead without it.
    const token = await phoneIdToken(randomPhone());
    const odd = await postSignIn(token, { displayName: 'Odd', deviceId: 'not a device id!' });
    expect(odd.status).toBe(200);
    const oddUser = (await odd.json()) as User;
    expect((await h.db.collection('users').doc(oddUser.id).get()).get('deviceKeys')).toEqual([]);
  });

  it("counts no referral for a first photo the referrer's circle had read, byte for byte: the friend still gets their reading", async () => {
    const referrer = await signIn(h, { displayName: 'Photo Sharer' });
    const ownPalm = await palmJpeg({ seed: 41 });
    const mine = await referrer.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(ownPalm) });
    expect(mine.status).toBe(201);

    // The referrer's own palm photo again, from a second number: read, but counted for nobody.
    const copy = await signIn(h, { displayName: 'Same Photo', referrerId: referrer.user.id });
    const read = await copy.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(ownPalm) });
    expect(read.status).toBe(201);
    expect((await h.db.collection('referrals').doc(copy.user.id).get()).get('status')).toBe('declined');
    // A friend's own photo counts.
    const friend = await signIn(h, { displayName: 'Own Photo', referrerId: referrer.user.id });
    const theirs = await friend.fetch('/api/v1/readings/upload', {
      method: 'POST',
      body: uploadForm(await palmJpeg({ seed: 42 })),
    });
    expect(theirs.status).toBe(201);
    expect((await h.db.collection('referrals').doc(friend.user.id).get()).get('status')).toBe('completed');
    // That friend's photo again, from yet another number the referrer brought: counted for nobody.
    const cycled = await signIn(h, { displayName: 'Cycled', referrerId: referrer.user.id });
    const again = await cycled.fetch('/api/v1/readings/upload', {
      method: 'POST',
      body: uploadForm(await palmJpeg({ seed: 42 })),
    });
    expect(again.status).toBe(201);
    expect((await h.db.collection('referrals').doc(cycled.user.id).get()).get('status')).toBe('declined');
    // A photo a stranger (no one the referrer brought) also used proves nothing: it counts.
    const stranger = await signIn(h, { displayName: 'Stranger' });
    const shared = await palmJpeg({ seed: 43 });
    expect((await stranger.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(shared) })).status).toBe(
      201,
    );
    const another = await signIn(h, { displayName: 'Another', referrerId: referrer.user.id });
    expect((await another.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(shared) })).status).toBe(
      201,
    );
    expect((await h.db.collection('referrals').doc(another.user.id).get()).get('status')).toBe('completed');
    expect(((await (await referrer.fetch('/api/v1/auth/user')).json()) as User).referralCount).toBe(2);
  });

  it('counts no referral for an unknown referrer or a returning user signing in through a link', async () => {
    const ghost = await signIn(h, { referrerId: '00000000-0000-4000-8000-000000000000' });
    expect((await h.db.collection('referrals').doc(ghost.user.id).get()).exists).toBe(false);

    const referrer = await signIn(h);
    const returning = await signIn(h, { phoneNumber: ghost.phoneNumber, referrerId: referrer.user.id });
    expect(returning.user.id).toBe(ghost.user.id);
    expect((await h.db.collection('referrals').doc(ghost.user.id).get()).exists).toBe(false);
    const me = (await (await referrer.fetch('/api/v1/auth/user')).json()) as User;
    expect(me.referralCount).toBe(0);
  });

  it('never counts a referral to oneself: a deleted account re-created on its number through its own link', async () => {
    const self = await signIn(h);
    const friend = await signIn(h);
    // The account is deleted, then the same number signs up through a friend's link and through its old one.
    expect((await self.fetch('/api/v1/account', { method: 'DELETE' })).status).toBe(204);
    const again = await signIn(h, { phoneNumber: self.phoneNumber, referrerId: friend.user.id });
    expect((await h.db.collection('referrals').doc(again.user.id).get()).exists).toBe(false);
    expect(again.user.unlockedReadings).toBe(0);
  });

  it('keeps phone numbers out of the index ids (a keyed hash), and moves an index written before', async () => {
    const client = await signIn(h);
    const byUser = await h.db.collection('userPhones').where('userId', '==', client.user.id).get();
    expect(byUser.size).toBe(1);
    expect(byUser.docs[0]!.id).not.toContain(client.phoneNumber.slice(1));
    expect(byUser.docs[0]!.id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // An index keyed by the number itself (as before hashing) still finds its user, and is moved.
    const phone = client.phoneNumber;
    await byUser.docs[0]!.ref.delete();
    await h.db.collection('userPhones').doc(phone).set({ userId: client.user.id });
    await h.db
      .collection('userUids')
      .where('userId', '==', client.user.id)
      .get()
      .then((s) => Promise.all(s.docs.map((d) => d.ref.delete())));
    const again = await signIn(h, { phoneNumber: phone });
    expect(again.user.id).toBe(client.user.id);
    expect((await h.db.collection('userPhones').doc(phone).get()).exists).toBe(false);
    expect((await h.db.collection('userPhones').where('userId', '==', client.user.id).get()).size).toBe(1);
  });

  it('answers 401 with error and details for a missing, forged or expired token, and stores nothing', async () => {
    const before = (await h.db.collection('users').count().get()).data().count;
    for (const token of [null, 'forged.token.value', expiredToken('expired-user')]) {
      const res = await postSignIn(token, { displayName: 'Mallory' });
      expect(res.status).toBe(401);
      const body = await errorBody(res);
      expect(body.error).toBe('Failed to authenticate with server');
      expect(body.code).toBe('invalid_token');
      expect(body.details).toBeTruthy();
      expect(sessionCookieOf(res)).toBeNull();
    }
    const expired = await errorBody(await postSignIn(expiredToken('expired-user'), { displayName: 'Mallory' }));
    expect(expired.details).toMatch(/expired/);
    expect((await h.db.collection('users').count().get()).data().count).toBe(before);
  });

  it('refuses a sign-in without a phone number', async () => {
    const res = await postSignIn(await emailIdToken(), { displayName: 'Mail' });
    expect(res.status).toBe(401);
    expect((await errorBody(res)).details).toMatch(/phone/);
  });

  it('refuses a blank name, a missing name and malformed JSON with 400', async () => {
    const token = await phoneIdToken(randomPhone());
    const blank = await postSignIn(token, { displayName: '   ' });
    expect(blank.status).toBe(400);
    expect(await errorBody(blank)).toMatchObject({
      code: 'invalid_input',
      error: 'Please enter your name to continue',
    });
    expect((await postSignIn(token, {})).status).toBe(400);
    const malformed = await postSignIn(token, '{"displayName": ');
    expect(malformed.status).toBe(400);
    expect((await errorBody(malformed)).code).toBe('invalid_json');
  });
});

describe('the session cookie', () => {
  const signInAt = async (harness: Harness, headers: Record<string, string>) => {
    const res = await fetch(`${harness.baseUrl}/api/v1/auth/firebase`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await phoneIdToken(randomPhone())}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify({ displayName: 'Cookie' }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((c) => c.startsWith('__session='))!;
  };

  it('is Secure when configured so, whatever host or forwarded host the request claims', async () => {
    const secure = await startHarness({ secureCookies: true });
    try {
      const claims: Array<Record<string, string>> = [
        {},
        { 'x-forwarded-host': 'localhost' },
        { 'x-forwarded-proto': 'http' },
      ];
      for (const headers of claims) {
        expect(await signInAt(secure, headers)).toMatch(/;\s*Secure/i);
      }
      // Logout clears it with the same attributes.
      const out = await fetch(`${secure.baseUrl}/api/v1/auth/logout`, { method: 'POST' });
      expect(out.headers.getSetCookie().join()).toMatch(/__session=;.*Secure/i);
    } finally {
      await secure.close();
    }
    // And a request cannot make it Secure on a plain-HTTP configuration either way.
    expect(await signInAt(h, { 'x-forwarded-host': 'palme.app', 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/i);
  });
});

describe('sessions', () => {
  it('returns the user for a live session and 401 without one', async () => {
    const client = await signIn(h, { displayName: 'Vega' });
    const me = await client.fetch('/api/v1/auth/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as User).displayName).toBe('Vega');

    const anonymous = await fetch(`${h.baseUrl}/api/v1/auth/user`);
    expect(anonymous.status).toBe(401);
    expect(await errorBody(anonymous)).toMatchObject({ code: 'not_authenticated', error: 'You are not logged in' });
  });

  it('rejects forged and malformed session cookies', async () => {
    const forged = ['__session=' + 'A'.repeat(43), '__session=../../users/x', '__session=', 'other=1'];
    for (const cookie of forged) {
      const res = await fetch(`${h.baseUrl}/api/v1/auth/user`, { headers: { cookie } });
      expect(res.status).toBe(401);
    }
  });

  it('ends the session on logout', async () => {
    const client = await signIn(h);
    const out = await client.fetch('/api/v1/auth/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/__session=;/);
    expect((await client.fetch('/api/v1/auth/user')).status).toBe(401);
    expect((await h.db.collection('sessions').where('sess.userId', '==', client.user.id).get()).empty).toBe(true);
  });

  it('asks the browser to drop its HTTP cache of the site on logout', async () => {
    const client = await signIn(h);
    const out = await client.fetch('/api/v1/auth/logout', { method: 'POST' });
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
  });

  it('treats an expired session record as signed out', async () => {
    const client = await signIn(h);
    h.setNow(new Date(Date.now() + 15 * 86_400_000));
    try {
      expect((await client.fetch('/api/v1/auth/user')).status).toBe(401);
    } finally {
      h.setNow(new Date());
    }
  });
});

describe('ending sessions on every instance at once', () => {
  // A second API instance over the same database: what another server behind the load balancer sees.
  let other: Harness;
  beforeAll(async () => {
    other = await startHarness();
  });
  afterAll(() => other.close());
  const on = (harness: Harness, client: { cookie: string }, path: string, init: RequestInit = {}) =>
    fetch(`${harness.baseUrl}${path}`, { ...init, headers: { cookie: client.cookie, ...init.headers } });

  it('a logout on one instance signs the session out on another at its next request', async () => {
    const client = await signIn(h);
    // The other instance has served this session (and would have kept it).
    expect((await on(other, client, '/api/v1/auth/user')).status).toBe(200);
    expect((await on(other, client, '/api/v1/readings/list')).status).toBe(200);
    expect((await client.fetch('/api/v1/auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await on(other, client, '/api/v1/auth/user')).status).toBe(401);
    expect((await on(other, client, '/api/v1/readings/list')).status).toBe(401);
  });

  it('"sign out everywhere" ends every session of the account, on every instance, and no one else\'s', async () => {
    const phoneNumber = randomPhone();
    const lostPhone = await signIn(h, { phoneNumber });
    const laptop = await signIn(other, { phoneNumber });
    const someoneElse = await signIn(h);
    for (const client of [lostPhone, laptop]) {
      expect((await on(h, client, '/api/v1/readings/list')).status).toBe(200);
      expect((await on(other, client, '/api/v1/auth/user')).status).toBe(200);
    }

    const out = await on(other, laptop, '/api/v1/auth/logout-everywhere', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/__session=;/);
    expect(out.headers.get('clear-site-data')).toBe('"cache"');

    for (const client of [lostPhone, laptop]) {
      for (const harness of [h, other]) {
        expect((await on(harness, client, '/api/v1/auth/user')).status).toBe(401);
        expect((await on(harness, client, '/api/v1/readings/list')).status).toBe(401);
      }
    }
    // The lost phone, next time it asks, is told to forget its cookie and what it cached of the account
    // (its palm photos); a request with no cookie is told nothing of the kind.
    const told = await on(h, lostPhone, '/api/v1/readings/list');
    expect(told.status).toBe(401);
    expect(told.headers.getSetCookie().join()).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(told.headers.get('clear-site-data')).toBe('"cache"');
    const stranger = await fetch(`${h.baseUrl}/api/v1/readings/list`);
    expect(stranger.status).toBe(401);
    expect(stranger.headers.get('clear-site-data')).toBeNull();
    expect((await h.db.collection('sessions').where('sess.userId', '==', lostPhone.user.id).get()).empty).toBe(true);
    expect((await on(h, someoneElse, '/api/v1/auth/user')).status).toBe(200);
    // The account itself stays: signing in again works.
    const again = await signIn(h, { phoneNumber });
    expect(again.user.id).toBe(lostPhone.user.id);
  });

  it('"sign out everywhere" revokes the Firebase tokens of the identity, so a captured one cannot sign in again', async () => {
    const revoked: string[] = [];
    const own = await startHarness(({ identity }) => ({
      identity: {
        ...identity,
        revokeTokens: async (uid) => {
          revoked.push(uid);
          return identity.revokeTokens(uid);
        },
      },
    }));
    const client = await signIn(own);
    const uid = (await own.db.collection('users').doc(client.user.id).get()).get('firebaseUid') as string;
    expect((await client.fetch('/api/v1/auth/logout-everywhere', { method: 'POST' })).status).toBe(204);
    expect(revoked).toEqual([uid]);
  });

  it('"sign out everywhere" needs a session', async () => {
    const res = await fetch(`${h.baseUrl}/api/v1/auth/logout-everywhere`, { method: 'POST' });
    expect(res.status).toBe(401);
  });
});
