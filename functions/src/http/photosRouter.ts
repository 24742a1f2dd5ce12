import etag from 'etag';
import { Router, type Response } from 'express';
import type { StoredBlob } from '../blobs/BlobStore.js';
import { ownPalmPhoto, sharedPalmPhoto } from '../usecases/readings.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';

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
 * by reading id. (The shared reading itself, each view counted: hotReads.ts.)
 */
export function sharedRouter(deps: Pick<Ports, 'store' | 'blobs'> & Pick<AppContext, 'sessions'>): Router {
  const router = Router();

  router.get('/shared/:shareId/image', async (req, res) => {
    sendPhoto(res, await sharedPalmPhoto(deps, req.params.shareId));
  });

  router.get('/images/:readingId', async (req, res) => {
    const viewer = await deps.sessions.signedIn(req);
    sendPhoto(res, await ownPalmPhoto(deps, viewer?.user ?? null, req.params.readingId));
  });

  return router;
}
