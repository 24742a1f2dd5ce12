/**
 * A corpus of hostile requests against every route: traversal in ids, other users' ids, forged
 * cookies, malformed and oversized bodies, bad uploads. Each must get a clear 4xx in the JSON
 * error shape, and the stored data of the users involved must not change at all.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Reading } from '../contract/reading.js';
import {
  checkCompatibility,
  signIn,
  startHarness,
  uploadForm,
  uploadPalm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

let h: Harness;
let alice: SignedInClient;
let bob: SignedInClient;
let bobPublic: Reading;
let bobPrivate: Reading;
let bobCompatibility: Reading;

beforeAll(async () => {
  h = await startHarness();
  alice = await signIn(h, { displayName: 'Alice' });
  bob = await signIn(h, { displayName: 'Bob' });
  await h.db.collection('users').doc(bob.user.id).update({ unlockedReadings: 2 });
  bobPublic = await uploadPalm(bob, { seed: 81 });
  bobPrivate = await uploadPalm(bob, { seed: 82 });
  await h.db.collection('readings').doc(bobPrivate.id).update({ isPublic: false });
  await h.db.collection('sharedReadings').doc(bobPrivate.shareId).delete();
  const carol = await signIn(h, { displayName: 'Carol' });
  const carolReading = await uploadPalm(carol, { seed: 85 });
  bobCompatibility = (await (
    await checkCompatibility(bob, { partnerReadingShareId: carolReading.shareId })
  ).json()) as Reading;
});

/** Everything stored about the two users, hashed: any change shows. */
async function fingerprint(): Promise<string> {
  const ids = [alice.user.id, bob.user.id];
  const parts: unknown[] = [];
  for (const id of ids) parts.push((await h.db.collection('users').doc(id).get()).data());
  for (const collection of ['readings', 'referrals', 'sharedReadings']) {
    const fields = { readings: ['userId'], referrals: ['referrerId', 'referredUserId'], sharedReadings: ['ownerId'] };
    for (const field of fields[collection as keyof typeof fields]) {
      const snap = await h.db.collection(collection).where(field, 'in', ids).get();
      parts.push(snap.docs.map((d) => [d.id, d.data()]).sort());
    }
  }
  const sessions = await h.db.collection('sessions').where('sess.userId', 'in', ids).get();
  parts.push(sessions.size);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

type Attempt = [
  label: string,
  who: 'alice' | 'anonymous' | 'forged',
  path: string,
  init: RequestInit | (() => Promise<RequestInit>),
  status: number,
];

const FORGED = `__session=${Buffer.alloc(32, 7).toString('base64url')}`;
const json = (body: unknown, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const upload =
  (data: Buffer | Promise<Buffer>, name = 'palm.jpg', type = 'image/jpeg') =>
  async (): Promise<RequestInit> => ({
    method: 'POST',
    body: uploadForm(await data, 'palmImage', name, type),
  });
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

/** The same request as a page on another site would send it. */
const fromElsewhere =
  (init: RequestInit | (() => Promise<RequestInit>), headers: Record<string, string>) =>
  async (): Promise<RequestInit> => {
    const base = typeof init === 'function' ? await init() : init;
    const merged = new Headers(base.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return { ...base, headers: merged };
  };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

function corpus(): Attempt[] {
  return [
    [
      'an upload from another site',
      'alice',
      '/api/v1/readings/upload',
      fromElsewhere(upload(palmJpeg({ seed: 84 })), CROSS_SITE),
      403,
    ],
    [
      'a compatibility check from another origin (no Sec-Fetch-Site)',
      'alice',
      '/api/v1/readings/compatibility',
      fromElsewhere(json({ partnerReadingShareId: bobPublic.shareId }), { origin: 'https://evil.example' }),
      403,
    ],
    [
      'a logout from a sibling subdomain',
      'alice',
      '/api/v1/auth/logout',
      fromElsewhere({ method: 'POST' }, { 'sec-fetch-site': 'same-site', origin: 'https://x.palme.app' }),
      403,
    ],
    [
      'a subscription from another site',
      'alice',
      '/api/v1/subscriptions',
      fromElsewhere({ method: 'POST' }, CROSS_SITE),
      403,
    ],
    ['a null origin', 'alice', '/api/v1/auth/logout', fromElsewhere({ method: 'POST' }, { origin: 'null' }), 403],
    [
      'signing out everywhere from another site',
      'alice',
      '/api/v1/auth/logout-everywhere',
      fromElsewhere({ method: 'POST' }, CROSS_SITE),
      403,
    ],
    ['traversal in a reading id', 'alice', '/api/v1/readings/retrieve/..%2F..%2Fusers%2Fx', {}, 404],
    ['dot segments in a reading id', 'alice', '/api/v1/readings/retrieve/%2e%2e', {}, 404],
    ['a huge reading id', 'alice', `/api/v1/readings/retrieve/${'a'.repeat(5000)}`, {}, 404],
    ['traversal in an image id', 'anonymous', '/api/v1/images/..%2F..%2F..%2Fetc%2Fpasswd', {}, 404],
    ['markup in a share id', 'anonymous', '/api/v1/shared/%3Cscript%3Ealert(1)%3C%2Fscript%3E', {}, 404],
    ['traversal in a share id', 'anonymous', '/api/v1/shared/..%2F..%2Freadings', {}, 404],
    ["another user's reading", 'alice', `/api/v1/readings/retrieve/${bobPrivate.id}`, {}, 404],
    ["another user's public reading by id", 'alice', `/api/v1/readings/retrieve/${bobPublic.id}`, {}, 404],
    ["another user's private image", 'alice', `/api/v1/images/${bobPrivate.id}`, {}, 404],
    ["another user's eligibility", 'alice', `/api/v1/readings/eligibility/reading?userId=${bob.user.id}`, {}, 403],
    [
      "another user's private reading as a partner",
      'alice',
      '/api/v1/readings/compatibility',
      json({ partnerReadingShareId: bobPrivate.shareId }),
      404,
    ],
    ['a forged session on the user call', 'forged', '/api/v1/auth/user', {}, 401],
    ['a forged session on the list', 'forged', '/api/v1/readings/list', {}, 401],
    ['a forged session on upload', 'forged', '/api/v1/readings/upload', upload(palmJpeg({ seed: 83 })), 401],
    ['a forged session on subscriptions', 'forged', '/api/v1/subscriptions', { method: 'POST' }, 401],
    ['sign-in without a token', 'anonymous', '/api/v1/auth/firebase', json({ displayName: 'X' }), 401],
    ['sign-in with a text body', 'anonymous', '/api/v1/auth/firebase', json('displayName=X', 'text/plain'), 401],
    [
      'an operator object as a share id',
      'alice',
      '/api/v1/readings/compatibility',
      json({ partnerReadingShareId: { $gt: '' } }),
      400,
    ],
    [
      'a prototype-polluting body',
      'alice',
      '/api/v1/readings/compatibility',
      json('{"__proto__":{"isAdmin":true}}'),
      400,
    ],
    ['a JSON array body', 'alice', '/api/v1/readings/compatibility', json([1, 2, 3]), 400],
    ['malformed JSON', 'alice', '/api/v1/readings/compatibility', json('{"partnerReadingShareId":'), 400],
    [
      'an oversized JSON body',
      'alice',
      '/api/v1/readings/compatibility',
      json({ partnerReadingShareId: 'x'.repeat(100_000) }),
      413,
    ],
    ['an SVG with script', 'alice', '/api/v1/readings/upload', upload(svg, 'palm.jpg'), 415],
    ['a GIF', 'alice', '/api/v1/readings/upload', upload(gif, 'palm.gif', 'image/gif'), 415],
    [
      'a PDF renamed .png',
      'alice',
      '/api/v1/readings/upload',
      upload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'palm.png', 'image/png'),
      415,
    ],
    [
      'a PNG with a broken body',
      'alice',
      '/api/v1/readings/upload',
      upload(
        sharp({ create: { width: 400, height: 400, channels: 3, background: '#c08060' } })
          .png()
          .toBuffer()
          .then((b) => Buffer.concat([b.subarray(0, 60), Buffer.alloc(200, 0xff)])),
        'palm.png',
        'image/png',
      ),
      422,
    ],
    [
      'a multipart body with no boundary',
      'alice',
      '/api/v1/readings/upload',
      json('--x\r\n', 'multipart/form-data'),
      400,
    ],
    [
      'a multipart body cut short',
      'alice',
      '/api/v1/readings/upload',
      json(
        '--x\r\nContent-Disposition: form-data; name="palmImage"; filename="a.jpg"\r\n\r\n\xff\xd8',
        'multipart/form-data; boundary=x',
      ),
      400,
    ],
    ["a compatibility result's photo by its reading id", 'anonymous', `/api/v1/images/${bobCompatibility.id}`, {}, 404],
    ["a compatibility result's photo, signed in", 'alice', `/api/v1/images/${bobCompatibility.id}`, {}, 404],
    [
      "a compatibility result's photo by its share id",
      'anonymous',
      `/api/v1/shared/${bobCompatibility.shareId}/image`,
      {},
      404,
    ],
    ['a compatibility result as a shared reading', 'anonymous', `/api/v1/shared/${bobCompatibility.shareId}`, {}, 404],
    [
      "hiding another user's reading",
      'alice',
      `/api/v1/readings/${bobPublic.id}`,
      { ...json({ isPublic: false }), method: 'PATCH' },
      404,
    ],
    [
      "publishing another user's private reading",
      'alice',
      `/api/v1/readings/${bobPrivate.id}`,
      { ...json({ isPublic: true }), method: 'PATCH' },
      404,
    ],
    [
      'a visibility that is not true or false',
      'alice',
      `/api/v1/readings/${bobPublic.id}`,
      { ...json({ isPublic: 'yes' }), method: 'PATCH' },
      400,
    ],
    ['traversal in a reading id to delete', 'alice', '/api/v1/readings/..%2F..%2Fusers%2Fx', { method: 'DELETE' }, 404],
    [
      'an account deletion from another site',
      'alice',
      '/api/v1/account',
      fromElsewhere({ method: 'DELETE' }, CROSS_SITE),
      403,
    ],
    [
      'a reading deletion from another site',
      'alice',
      `/api/v1/readings/${bobPublic.id}`,
      fromElsewhere({ method: 'DELETE' }, CROSS_SITE),
      403,
    ],
    ['an export with a forged session', 'forged', '/api/v1/account/export', { method: 'POST' }, 401],
    ['an export without a session', 'anonymous', '/api/v1/account/export', { method: 'POST' }, 401],
    [
      'an export from another site',
      'alice',
      '/api/v1/account/export',
      fromElsewhere({ method: 'POST' }, CROSS_SITE),
      403,
    ],
    ['an unknown route', 'alice', '/api/v1/admin/users', {}, 404],
    ['a wrong method', 'alice', '/api/v1/readings/list', { method: 'DELETE' }, 404],
  ];
}

describe('requests from our own pages', () => {
  it('are let through: same-origin fetches, and an Origin naming this host', async () => {
    const host = new URL(h.baseUrl).host;
    const sameOrigin = await alice.fetch('/api/v1/readings/compatibility', {
      ...json({ partnerReadingShareId: 'unknownShareIdXXXXXXXX' }),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(404);
    const ownOrigin = await alice.fetch('/api/v1/readings/compatibility', {
      ...json({ partnerReadingShareId: 'unknownShareIdXXXXXXXX' }),
      headers: { 'content-type': 'application/json', origin: `http://${host}` },
    });
    expect(ownOrigin.status).toBe(404);
    expect(((await ownOrigin.json()) as { code: string }).code).toBe('not_found');
  });
});

describe('hostile input', () => {
  it('gets a clear 4xx for every request of the corpus, and changes nothing stored', async () => {
    const before = await fingerprint();
    const aliceReadings = await (await alice.fetch('/api/v1/readings/list')).json();
    const failures: string[] = [];
    for (const [label, who, path, makeInit, expected] of corpus()) {
      const init = typeof makeInit === 'function' ? await makeInit() : makeInit;
      const headers = new Headers(init.headers);
      if (who === 'forged') headers.set('cookie', FORGED);
      const res =
        who === 'alice'
          ? await alice.fetch(path, { ...init, headers })
          : await fetch(`${h.baseUrl}${path}`, { ...init, headers });
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('application/json')
        ? ((await res.json()) as { error?: unknown; code?: unknown })
        : null;
      if (res.status !== expected) failures.push(`${label}: ${res.status}, expected ${expected}`);
      else if (!body || typeof body.error !== 'string' || typeof body.code !== 'string')
        failures.push(`${label}: no { error, code } body`);
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
    expect(await (await alice.fetch('/api/v1/readings/list')).json()).toEqual(aliceReadings);
  });
});
