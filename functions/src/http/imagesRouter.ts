import { Router } from 'express';
import { isUuid } from '../domain/ids.js';
import type { AppContext } from './deps.js';
import { readingNotFound } from './readingsRouter.js';

/** Palm images, served by the API so visibility is checked in one place: public readings, or your own. */
export function imagesRouter(deps: AppContext): Router {
  const router = Router();

  router.get('/images/:readingId', async (req, res) => {
    const { readingId } = req.params;
    const reading = isUuid(readingId) ? await deps.store.findReading(readingId) : null;
    if (!reading?.imagePath) throw readingNotFound();
    if (!reading.isPublic) {
      const viewer = await deps.sessions.signedIn(req);
      const allowed = viewer && (viewer.user.id === reading.userId || viewer.user.id === reading.partnerUserId);
      if (!allowed) throw readingNotFound();
    }
    const blob = await deps.blobs.get(reading.imagePath);
    if (!blob) throw readingNotFound();
    res
      .status(200)
      .set({
        'Content-Type': blob.contentType,
        'Content-Length': String(blob.data.length),
        // The image behind a reading id never changes.
        'Cache-Control': 'private, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(blob.data);
  });

  return router;
}
