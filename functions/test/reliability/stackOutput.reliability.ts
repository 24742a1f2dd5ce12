/**
 * The local stack's emulators write their logs into pipes that the process which started them
 * (`npm test`, `npm start`: scripts/stack.ts) drains into emulators.log. Were it to stop draining them
 * while the tests run, an emulator would block on its next log line once a pipe holds 64 KiB, and
 * every request to it would hang: a browser journey late in the run then timed out waiting for
 * "Verification code sent", and a run with more logging (contended transactions log a stack trace
 * each) froze Firestore. Here each emulator logs several times what a pipe holds, then must answer.
 */
import { connect } from 'node:http2';
import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { phoneIdToken, randomPhone, startHarness } from '../apiHarness.js';

/** A pipe holds 64 KiB on Linux; every figure below writes several times that. */
const FAR_MORE_THAN_A_PIPE = 256 * 1024;

/** Opens and closes an HTTP/2 connection: the Firestore emulator logs each one it detects (~120 bytes). */
function touch(host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const session = connect(`http://${host}`);
    session.once('error', reject);
    session.once('connect', () => session.close(() => resolve()));
  });
}

const within = <T>(ms: number, what: string, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);

describe('the local stack after heavy logging', () => {
  it('still answers: Firebase Hosting and Auth, and Firestore', async () => {
    // One access-log line (~110 bytes) per request served by Hosting, in the Auth emulator's own process.
    const hosted = await autocannon({
      url: `${process.env.APP_URL}/manifest.webmanifest`,
      connections: 10,
      amount: Math.ceil(FAR_MORE_THAN_A_PIPE / 100),
      timeout: 10,
    });
    expect(hosted.errors + hosted.timeouts).toBe(0);
    expect(await within(10_000, 'the Auth emulator', phoneIdToken(randomPhone()))).toMatch(/\S+\.\S+\.\S*/);

    const firestore = process.env.FIRESTORE_EMULATOR_HOST!;
    for (let i = 0; i < FAR_MORE_THAN_A_PIPE / 100; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => touch(firestore)));
    }
    const h = await startHarness();
    const read = await within(10_000, 'the Firestore emulator', h.db.collection('users').limit(1).get());
    expect(read.size).toBeLessThanOrEqual(1);
  });
});
