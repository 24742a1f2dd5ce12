import { Router, type Request } from 'express';
import type { CompatibilityEligibility, ReadingEligibility } from '../contract/reading.js';
import { ERROR_CODES } from '../contract/errors.js';
import { ApiError } from '../domain/ApiError.js';
import { canGenerateCompatibility, canGenerateReading } from '../domain/credits.js';
import type { UserRecord } from '../domain/entities.js';
import { isUuid } from '../domain/ids.js';
import { isPremium } from '../domain/premium.js';
import type { AppContext } from './deps.js';

import { readingToWire } from './toWire.js';

export const readingNotFound = () => new ApiError(404, ERROR_CODES.notFound, 'Reading not found');

/** Eligibility is answered for the signed-in user only. */
function ownUserId(req: Request, user: UserRecord): void {
  const asked = req.query.userId;
  if (typeof asked !== 'string' || asked.length === 0) {
    throw new ApiError(400, ERROR_CODES.invalidInput, 'The userId query parameter is required.');
  }
  if (asked !== user.id) throw new ApiError(403, ERROR_CODES.forbidden, 'You can only check your own eligibility.');
}

export function readingsRouter(deps: AppContext): Router {
  const router = Router();
  const { store, clock, engine } = deps;
  router.use('/readings', deps.sessions.requireSession);

  // The list needs only whose readings: the session says, without reading the user.
  router.get('/readings/list', async (req, res) => {
    const session = await deps.sessions.currentSession(req);
    const now = clock();
    res.json((await store.listReadings(session.sess.userId)).map((r) => readingToWire(r, engine, now)));
  });

  router.get('/readings/retrieve/:id', async (req, res) => {
    const user = await deps.sessions.currentUser(req);
    const id = req.params.id;
    const reading = isUuid(id) ? await store.findReading(id) : null;
    const mayView =
      reading &&
      (reading.userId === user.id || (reading.readingType === 'COMPATIBILITY' && reading.partnerUserId === user.id));
    if (!reading || !mayView) throw readingNotFound();
    res.json(readingToWire(reading, engine, clock()));
  });

  router.get('/readings/eligibility/reading', async (req, res) => {
    const user = await deps.sessions.currentUser(req);
    ownUserId(req, user);
    const now = clock();
    const body: ReadingEligibility = {
      canGenerateReading: canGenerateReading(user, now),
      unlockedReadings: user.unlockedReadings,
      isPremium: isPremium(user, now),
    };
    res.json(body);
  });

  router.get('/readings/eligibility/compatibility', async (req, res) => {
    const user = await deps.sessions.currentUser(req);
    ownUserId(req, user);
    const now = clock();
    const body: CompatibilityEligibility = {
      canGenerateCompatibilityReading: canGenerateCompatibility(user, now),
      unlockedCompatibility: user.unlockedCompatibility,
      isPremium: isPremium(user, now),
    };
    res.json(body);
  });

  return router;
}
