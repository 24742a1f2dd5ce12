/**
 * The data export as a zip written while it is sent: palme-data.json first, then
 * photos/{readingId}.jpg (stored as they are, not recompressed), each photo read only when the
 * client has taken what came before (the stream's backpressure), so an export holds a photo or two
 * in memory whatever the account's size.
 */
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { DataExport } from '../usecases/myData.js';

const ABOUT =
  'Everything Palme holds about you, as of exportedAt. Your palm photos are in photos/, named by reading id. ' +
  'Measures are what the reading engine measured on your palm. If you delete your account, all of this is ' +
  'deleted; Palme keeps only a keyed hash of your phone number, so a new account on it starts without a free reading.';

async function* zipChunks(exported: DataExport, now: Date): AsyncGenerator<Uint8Array> {
  // fflate's Zip hands its output to this callback synchronously, during each push.
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  function* take(): Generator<Uint8Array> {
    if (failure) throw failure;
    yield* ready.splice(0);
  }

  const json = new ZipDeflate('palme-data.json', { level: 6 });
  zip.add(json);
  json.push(strToU8(JSON.stringify({ exportedAt: now, about: ABOUT, ...exported.data }, null, 2)), true);
  yield* take();
  for await (const { readingId, photo } of exported.photos) {
    const file = new ZipPassThrough(`photos/${readingId}.jpg`);
    zip.add(file);
    file.push(photo.data, true);
    yield* take();
  }
  zip.end();
  yield* take();
}

/**
 * The export as a stream to pipe to the response. The next photo is read only once the reader wants
 * more: at most a few chunks wait in the stream's buffer (its high-water mark counts chunks).
 */
export function exportZipStream(exported: DataExport, now: Date): Readable {
  return Readable.from(zipChunks(exported, now), { highWaterMark: 4 });
}
