import { Router } from 'express';
import { compatibilityEligibility, findReading, readingEligibility } from '../usecases/readings.js';
import type { Ports } from '../usecases/ports.js';
import type { AppContext } from './deps.js';
import { dayOf } from './readerDay.js';
import { readingToWire } from './toWire.js';

/** The signed-in user's own readings and what they may still create (the list itself: hotReads.ts). */
export function readingsRouter(deps: Pick<Ports, 'store' | 'engine' | 'clock'> & Pick<AppContext, 'sessions'>): Router {
  const router = Router();
  router.use('/readings', deps.sessions.requireSession);

  router.get('/readings/retrieve/:id', async (req, res) => {
    const user = await deps.sessions.currentUser(req);
    res.json(readingToWire(await findReading(deps, user, req.params.id, dayOf(req, deps.clock()))));
  });

  router.get('/readings/eligibility/reading', async (req, res) => {
    res.json(readingEligibility(deps, await deps.sessions.currentUser(req), req.query.userId));
  });

  router.get('/readings/eligibility/compatibility', async (req, res) => {
    res.json(compatibilityEligibility(deps, await deps.sessions.currentUser(req), req.query.userId));
  });

  return router;
}
