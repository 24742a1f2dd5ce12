import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { API_PATTERNS } from '../contract/paths.js';
import { deleteMyAccount, exportMyData } from '../usecases/myData.js';
import { exportZipStream } from './exportZip.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';
import { routesOn, type RouteContext } from './route.js';
import { endSessionOnDevice, sessionIdOf } from './session.js';

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
    const exported = await exportMyData(deps, await deps.sessions.currentUser(req));
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="palme-data-${now.toISOString().slice(0, 10)}.zip"`,
    });
    // Sent as it is written; a photo that cannot be read part way cuts the download short (the
    // client sees a failed download, never a zip missing photos).
    try {
      await pipeline(exportZipStream(exported, now), res);
    } catch (err) {
      // The answer had begun: it is cut short. A client that left is no failure of ours.
      if ((err as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE') deps.log('export failed part way', err);
      throw err;
    }
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
