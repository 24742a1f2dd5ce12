import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, setLogLevel, where } from 'firebase/firestore';

let env: RulesTestEnvironment;
// Denied writes are the point of these tests; keep the SDK from logging each one.
setLogLevel('silent');

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    // A project of its own so clearing it never touches the API tests' data.
    projectId: 'demo-palme-rules',
    firestore: {
      host: host!,
      port: Number(port),
      rules: readFileSync(resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/u-alice'), { firebaseUid: 'alice', displayName: 'Alice', phoneNumber: '+15550000001' });
    await setDoc(doc(db, 'readings/public-1'), { userId: 'u-alice', ownerUid: 'alice', isPublic: true });
    await setDoc(doc(db, 'readings/private-1'), { userId: 'u-alice', ownerUid: 'alice', isPublic: false });
    await setDoc(doc(db, 'readings/compat-1'), {
      userId: 'u-alice',
      ownerUid: 'alice',
      isPublic: true,
      readingType: 'COMPATIBILITY',
      partnerUserId: 'u-bob',
    });
    await setDoc(doc(db, 'sessions/s1'), { sid: 's1', sess: '{}', expire: new Date() });
    await setDoc(doc(db, 'userPhones/+15550000001'), { userId: 'u-alice' });
  });
});

describe('firestore.rules', () => {
  it('denies every client write, even to your own documents', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(alice, 'readings/new'), { ownerUid: 'alice', isPublic: true }));
    await assertFails(setDoc(doc(alice, 'users/u-alice'), { firebaseUid: 'alice', unlockedReadings: 99 }));
  });

  it('lets nobody read any document directly, public reading or not, owner or not', async () => {
    const anon = env.unauthenticatedContext().firestore();
    const bob = env.authenticatedContext('bob').firestore();
    const alice = env.authenticatedContext('alice').firestore();
    for (const client of [anon, bob, alice]) {
      for (const path of [
        'readings/public-1',
        'readings/private-1',
        'readings/compat-1',
        'users/u-alice',
        'sessions/s1',
      ]) {
        await assertFails(getDoc(doc(client, path)));
      }
      for (const name of ['readings', 'users', 'sessions', 'userPhones', 'referrals', 'stripeEvents']) {
        await assertFails(getDocs(collection(client, name)));
      }
    }
    await assertFails(getDocs(query(collection(alice, 'readings'), where('ownerUid', '==', 'alice'))));
    await assertFails(getDocs(query(collection(anon, 'readings'), where('isPublic', '==', true))));
  });
});
