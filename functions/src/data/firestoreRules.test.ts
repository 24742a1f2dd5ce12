import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
    await setDoc(doc(db, 'sessions/s1'), { sid: 's1', sess: '{}', expire: new Date() });
  });
});

describe('firestore.rules', () => {
  it('denies every client write, even to your own documents', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(alice, 'readings/new'), { ownerUid: 'alice', isPublic: true }));
    await assertFails(setDoc(doc(alice, 'users/u-alice'), { firebaseUid: 'alice', unlockedReadings: 99 }));
  });

  it('lets anyone get a public reading by id, but only the owner a private one', async () => {
    const anon = env.unauthenticatedContext().firestore();
    const bob = env.authenticatedContext('bob').firestore();
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(anon, 'readings/public-1')));
    await assertFails(getDoc(doc(anon, 'readings/private-1')));
    await assertFails(getDoc(doc(bob, 'readings/private-1')));
    await assertSucceeds(getDoc(doc(alice, 'readings/private-1')));
  });

  it('lets nobody enumerate public readings, and owners list only their own', async () => {
    const anon = env.unauthenticatedContext().firestore();
    const bob = env.authenticatedContext('bob').firestore();
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(getDocs(query(collection(anon, 'readings'), where('isPublic', '==', true))));
    await assertFails(getDocs(query(collection(bob, 'readings'), where('isPublic', '==', true))));
    await assertFails(getDocs(collection(alice, 'readings')));
    await assertSucceeds(getDocs(query(collection(alice, 'readings'), where('ownerUid', '==', 'alice'))));
  });

  it('shows a user document only to its owner and hides server collections', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const bob = env.authenticatedContext('bob').firestore();
    await assertSucceeds(getDoc(doc(alice, 'users/u-alice')));
    await assertFails(getDoc(doc(bob, 'users/u-alice')));
    await assertFails(getDoc(doc(alice, 'sessions/s1')));
  });
});
