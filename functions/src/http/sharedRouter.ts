import { Router } from 'express';
import type { SharedReading } from '../contract/reading.js';
import { isShareId } from '../domain/ids.js';
import type { AppContext } from './deps.js';
import { readingNotFound } from './readingsRouter.js';
import { readingContentForToday } from './toWire.js';

/** Public: a shared reading by its share id, for visitors without an account. Counts each view. */
export function sharedRouter(deps: AppContext): Router {
  const router = Router();

  router.get('/shared/:shareId', async (req, res) => {
    const { shareId } = req.params;
    const reading = isShareId(shareId) ? await deps.store.findReadingByShareId(shareId) : null;
    if (!reading || !reading.isPublic) throw readingNotFound();
    const [owner] = await Promise.all([deps.store.findUser(reading.userId), deps.store.recordView(reading.id)]);
    const body: SharedReading = {
      shareId: reading.shareId,
      referrerId: reading.userId,
      referrerName: owner?.displayName ?? null,
      userArchetype: reading.userArchetype,
      imageUrl: reading.imageUrl,
      readingType: reading.readingType,
      keyInsight: reading.keyInsight,
      palmLines: reading.palmLines,
      content: readingContentForToday(reading, deps.engine, deps.clock()),
    };
    res.json(body);
  });

  return router;
}
