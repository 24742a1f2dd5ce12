import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { BlobStore } from '../domain/blobs.js';
import type { PalmeStore, UserExport } from '../domain/store.js';
import type { UserRecord } from '../domain/entities.js';
import { exportMyData } from '../usecases/myData.js';
import { exportZipStream } from './exportZip.js';

const PHOTO_BYTES = 256 * 1024;
const PHOTOS = 400;

/** An account with many photos, each made when it is read (the store keeps none), counting the reads. */
function bigAccount() {
  const user = { id: 'u1', displayName: 'Many Photos' } as UserRecord;
  const readings = Array.from({ length: PHOTOS }, (_, i) => ({ id: `r${i}`, imagePath: `palms/uid/r${i}.jpg` }));
  const exported = { user, readings, compatibilityWithMe: [], referralsMade: [], referredBy: null, sessions: [] };
  let reads = 0;
  const store = { exportUser: async () => exported as unknown as UserExport } as unknown as PalmeStore;
  const blobs = {
    get: async (key: string) => {
      reads += 1;
      const index = Number(/r(\d+)\.jpg$/.exec(key)![1]);
      return { data: Buffer.alloc(PHOTO_BYTES, index % 251), contentType: 'image/jpeg' };
    },
  } as unknown as BlobStore;
  return { ports: { store, blobs }, user, reads: () => reads };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the data export, streamed', () => {
  it('reads each photo only when the client has taken the ones before it, and the zip is whole', async () => {
    const account = bigAccount();
    const stream = exportZipStream(await exportMyData(account.ports, account.user), new Date('2026-11-26T12:00:00Z'));
    const received: Buffer[] = [];
    let receivedBytes = 0;
    let mostAhead = 0;
    for await (const chunk of stream) {
      received.push(Buffer.from(chunk as Uint8Array));
      receivedBytes += (chunk as Uint8Array).byteLength;
      // A slow client: give the export every chance to run ahead before taking the next chunk.
      await turn();
      mostAhead = Math.max(mostAhead, account.reads() - Math.floor(receivedBytes / PHOTO_BYTES));
    }
    // Photos held at once, whatever the account's size: the one being sent and a couple read ahead
    // (building the whole archive first would have read all 400 before the first byte went out).
    expect(mostAhead).toBeLessThanOrEqual(3);
    expect(account.reads()).toBe(PHOTOS);

    const files = unzipSync(new Uint8Array(Buffer.concat(received)));
    expect(Object.keys(files)).toHaveLength(PHOTOS + 1);
    const data = JSON.parse(strFromU8(files['palme-data.json']!)) as { readings: unknown[]; exportedAt: string };
    expect(data.readings).toHaveLength(PHOTOS);
    expect(data.exportedAt).toBe('2026-11-26T12:00:00.000Z');
    expect(files['photos/r399.jpg']).toEqual(new Uint8Array(PHOTO_BYTES).fill(399 % 251));
  });

  it('fails the stream when a photo cannot be read part way, rather than end a zip without it', async () => {
    const account = bigAccount();
    const exported = await exportMyData(
      {
        ...account.ports,
        blobs: {
          get: async (key: string) => {
            if (key.endsWith('r7.jpg')) throw new Error('storage did not answer');
            return account.ports.blobs.get(key);
          },
        } as unknown as BlobStore,
      },
      account.user,
    );
    const stream = exportZipStream(exported, new Date());
    await expect(
      (async () => {
        for await (const _chunk of stream) void _chunk;
      })(),
    ).rejects.toThrow('storage did not answer');
  });
});
