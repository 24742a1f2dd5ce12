import { Router } from 'express';
import { zipSync, strToU8 } from 'fflate';
import { API_PATTERNS } from '../contract/paths.js';
import { deleteMyAccount, exportMyData, type DataExport } from '../usecases/myData.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';
import { routesOn, type RouteContext } from './route.js';
import { endSessionOnDevice, sessionIdOf } from './session.js';

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

/**
 * The account's own calls from the Privacy & data page: export everything, delete the account.
 * (Showing, hiding and deleting a reading: readingsRouter.ts.)
 */
export function accountRouter(
  deps: Pick<Ports, 'store' | 'blobs' | 'identity' | 'payments' | 'clock' | 'log'> &
    Pick<AppContext, 'sessions' | 'secureCookies'>,
  context: RouteContext,
): Router {
  const router = Router();
  const on = routesOn(router, context);

  const exportRoute = {
    method: 'post',
    path: API_PATTERNS.accountExport,
    session: 'user',
    limits: ['exports'],
  } as const;
  on(exportRoute, async (req, res) => {
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

  // Anyone: asked again after it is done (or with no account), there is nothing left to delete.
  // Counted with subscription starts: each deletion is a Stripe call.
  const deleteRoute = {
    method: 'delete',
    path: API_PATTERNS.account,
    session: 'anyone',
    limits: ['stripeCalls'],
  } as const;
  on(deleteRoute, async (req, res) => {
    const signedIn = await deps.sessions.signedIn(req);
    if (signedIn) await deleteMyAccount(deps, signedIn.user);
    const sid = sessionIdOf(req);
    if (sid) deps.sessions.forget(sid);
    endSessionOnDevice(res, deps.secureCookies);
    res.status(204).end();
  });

  return router;
}
