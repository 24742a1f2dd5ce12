import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { newReadingRecord } from '../domain/entities.js';
import { somePalmContent } from '../../test/readingContents.js';
import { sharedProjection } from './converters.js';
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
    await setDoc(doc(db, 'sharedReadings/SHAREDPUBLIC0000000000'), projection);
    await setDoc(doc(db, 'sharedReadings/SHAREDHIDDEN0000000000'), { ...projection, isPublic: false });
  });
});

/** The projection the API writes for a public palm reading (data/converters.ts). */
const projection = sharedProjection(
  newReadingRecord(
    {
      userId: 'u-alice',
      ownerUid: 'alice',
      imagePath: 'palms/alice/r1.jpg',
      readingType: 'FIRST_PALM_READING',
      userArchetype: 'ORACLE',
      content: somePalmContent('ORACLE'),
      measures: null,
    },
    'r1-reading-id',
    'SHAREDPUBLIC0000000000',
    new Date('2026-11-01T00:00:00Z'),
  ),
  'Alice',
);

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
      for (const name of [
        'readings',
        'users',
        'sessions',
        'userUids',
        'userPhones',
        'starterGrants',
        'referrals',
        'stripeEvents',
        'sharedReadings',
      ]) {
        await assertFails(getDocs(collection(client, name)));
      }
    }
    await assertFails(getDocs(query(collection(alice, 'readings'), where('ownerUid', '==', 'alice'))));
    await assertFails(getDocs(query(collection(anon, 'readings'), where('isPublic', '==', true))));
    await assertFails(getDocs(query(collection(anon, 'sharedReadings'), where('isPublic', '==', true))));
  });

  it("keeps even a public reading's projection server-only (the API serves it), and nothing private in it", async () => {
    const anon = env.unauthenticatedContext().firestore();
    const alice = env.authenticatedContext('alice').firestore();
    for (const client of [anon, alice]) {
      await assertFails(getDoc(doc(client, 'sharedReadings/SHAREDPUBLIC0000000000')));
      await assertFails(getDoc(doc(client, 'sharedReadings/SHAREDHIDDEN0000000000')));
      await assertFails(setDoc(doc(client, 'sharedReadings/SHAREDPUBLIC0000000000'), { isPublic: true }));
    }
    expect(projection.ownerName).toBe('Alice');
    for (const field of ['ownerUid', 'imagePath', 'imageUrl', 'measures', 'id', 'partnerUserId', 'viewCount']) {
      expect(projection).not.toHaveProperty(field);
    }
  });
});
