import etag from 'etag';
import { Router, type Response } from 'express';
import { API_PATTERNS } from '../contract/paths.js';
import type { StoredBlob } from '../domain/blobs.js';
import { ownPalmPhoto, sharedPalmPhoto, sharedPreviewCard } from '../usecases/readings.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';
import { routesOn, type RouteContext } from './route.js';

function sendPhoto(res: Response, blob: StoredBlob): void {
  res
    .status(200)
    .set({
      'Content-Type': blob.contentType,
      // The photo behind a reading never changes, but whether it may be seen can: the browser keeps it
      // and revalidates it each time (an ETag answers 304 without the bytes).
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag(blob.data),
    })
    .send(blob.data);
}

/**
 * Palm photos: a public reading's by share id, for visitors without an account; and the owner's own
 * by reading id (a signed-out request is answered as not found, like anyone else's photo).
 */
export function photosRouter(
  deps: Pick<Ports, 'store' | 'blobs' | 'engine'> & Pick<AppContext, 'sessions'>,
  context: RouteContext,
): Router {
  const router = Router();
  const on = routesOn(router, context);

  on({ method: 'get', path: API_PATTERNS.sharedImage, session: 'anyone', limits: ['reads'] }, async (req, res) =>
    sendPhoto(res, await sharedPalmPhoto(deps, String(req.params.shareId))),
  );

  on({ method: 'get', path: API_PATTERNS.sharedCard, session: 'anyone', limits: ['reads'] }, async (req, res) =>
    sendPhoto(res, await sharedPreviewCard(deps, String(req.params.shareId))),
  );

  on({ method: 'get', path: API_PATTERNS.image, session: 'anyone', limits: ['reads'] }, async (req, res) => {
    const viewer = await deps.sessions.signedIn(req);
    sendPhoto(res, await ownPalmPhoto(deps, viewer?.user ?? null, String(req.params.readingId)));
  });

  return router;
}
