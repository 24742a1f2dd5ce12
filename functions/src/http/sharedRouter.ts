import etag from 'etag';
import { Router, type Response } from 'express';
import type { StoredBlob } from '../blobs/BlobStore.js';
import { ownPalmPhoto, sharedPalmPhoto, viewSharedReading } from '../usecases/readings.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';
import { dayOf } from './readerDay.js';
import { sharedReadingToWire } from './toWire.js';

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
 * Public: a shared palm reading and its photo by share id, for visitors without an account (each
 * page view counted); and the owner's own palm photos by reading id.
 */
export function sharedRouter(
  deps: Pick<Ports, 'store' | 'blobs' | 'engine' | 'clock'> & Pick<AppContext, 'sessions' | 'views'>,
): Router {
  const router = Router();

  router.get('/shared/:shareId', async (req, res) => {
    res.json(sharedReadingToWire(await viewSharedReading(deps, req.params.shareId, dayOf(req, deps.clock()))));
  });

  router.get('/shared/:shareId/image', async (req, res) => {
    sendPhoto(res, await sharedPalmPhoto(deps, req.params.shareId));
  });

  router.get('/images/:readingId', async (req, res) => {
    const viewer = await deps.sessions.signedIn(req);
    sendPhoto(res, await ownPalmPhoto(deps, viewer?.user ?? null, req.params.readingId));
  });

  return router;
}
