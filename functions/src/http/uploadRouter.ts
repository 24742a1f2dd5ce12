import { Router } from 'express';
import { MAX_UPLOAD_BYTES } from '../contract/paths.js';
import { DomainError } from '../domain/DomainError.js';
import { createPalmReading, type CreatePalmReadingPorts } from '../usecases/createPalmReading.js';
import type { AppContext } from './deps.js';
import { parsePalmUpload } from './parseUpload.js';
import { dayOf } from './readerDay.js';
import { newReadingId } from './requestIds.js';
import { readingToWire } from './toWire.js';

/** POST /readings/upload: a multipart palm photo in, a reading out (201, or 200 for a retry). */
export function uploadRouter(deps: CreatePalmReadingPorts & Pick<AppContext, 'sessions'>): Router {
  const router = Router();
  router.post('/readings/upload', deps.sessions.requireUser, async (req, res) => {
    const user = await deps.sessions.currentUser(req);
    const { reading, created } = await createPalmReading(deps, {
      user,
      readingId: newReadingId(req, user.id, deps.ids),
      day: dayOf(req, deps.clock()),
      readPhoto: async () => {
        // A body far over the limit is refused before a byte of it is read.
        if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + 256 * 1024) {
          throw new DomainError('fileTooLarge');
        }
        return (await parsePalmUpload(req)).data;
      },
    });
    res.status(created ? 201 : 200).json(readingToWire(reading));
  });
  return router;
}
