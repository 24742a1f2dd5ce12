import express, { Router } from 'express';
import { zipSync, strToU8 } from 'fflate';
import { readingVisibilitySchema } from '../contract/reading.js';
import {
  deleteMyAccount,
  deleteOwnReading,
  exportMyData,
  setReadingVisibility,
  type DataExport,
} from '../usecases/myData.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';
import { endSessionOnDevice, sessionIdOf } from './session.js';
import { readingToWire } from './toWire.js';
import { parseInput } from './validate.js';

const ABOUT =
  'Everything Palme holds about you, as of exportedAt. Your palm photos are in photos/, named by reading id. ' +
  'Measures are what the reading engine measured on your palm. If you delete your account, all of this is ' +
  'deleted; Palme keeps only a keyed hash of your phone number, so a new account on it starts without a free reading.';

/** The export as a zip: palme-data.json and photos/{readingId}.jpg (photos stored as is, not recompressed). */
function exportZip(exported: DataExport, now: Date): Uint8Array {
  const json = JSON.stringify({ exportedAt: now, about: ABOUT, ...exported.data }, null, 2);
  const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = { 'palme-data.json': [strToU8(json), { level: 6 }] };
  for (const { readingId, photo } of exported.photos) files[`photos/${readingId}.jpg`] = [photo.data, { level: 0 }];
  return zipSync(files);
}

/** The Privacy & data page's calls: show or hide a reading, delete one, export everything, delete the account. */
export function myDataRouter(
  deps: Pick<Ports, 'store' | 'blobs' | 'identity' | 'payments' | 'clock' | 'log'> &
    Pick<AppContext, 'sessions' | 'secureCookies'>,
): Router {
  const router = Router();

  router.patch('/readings/:readingId', deps.sessions.requireUser, express.json({ limit: '1kb' }), async (req, res) => {
    const { isPublic } = parseInput(readingVisibilitySchema, req.body ?? {}, 'visibility change');
    const user = await deps.sessions.currentUser(req);
    res.json(readingToWire(await setReadingVisibility(deps, user, String(req.params.readingId), isPublic)));
  });

  router.delete('/readings/:readingId', deps.sessions.requireUser, async (req, res) => {
    await deleteOwnReading(deps, await deps.sessions.currentUser(req), String(req.params.readingId));
    res.status(204).end();
  });

  router.post('/account/export', deps.sessions.requireUser, async (req, res) => {
    const now = deps.clock();
    const zip = exportZip(await exportMyData(deps, await deps.sessions.currentUser(req)), now);
    res
      .status(200)
      .set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="palme-data-${now.toISOString().slice(0, 10)}.zip"`,
      })
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  router.delete('/account', async (req, res) => {
    const signedIn = await deps.sessions.signedIn(req);
    // Asked again after it is done (or with no account): nothing left to delete.
    if (signedIn) await deleteMyAccount(deps, signedIn.user);
    const sid = sessionIdOf(req);
    if (sid) deps.sessions.forget(sid);
    endSessionOnDevice(res, deps.secureCookies);
    res.status(204).end();
  });

  return router;
}
