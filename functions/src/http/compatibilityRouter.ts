import express, { Router } from 'express';
import { ERROR_DETAILS } from '../contract/errors.js';
import { compatibilityRequestSchema } from '../contract/reading.js';
import { createCompatibilityReading, type CreateCompatibilityPorts } from '../usecases/createCompatibilityReading.js';
import type { AppContext } from './deps.js';
import { newReadingId } from './requestIds.js';
import { readingToWire } from './toWire.js';
import { parseInput } from './validate.js';

/** POST /readings/compatibility: a friend's reading share id in, a compatibility result out. */
export function compatibilityRouter(deps: CreateCompatibilityPorts & Pick<AppContext, 'sessions'>): Router {
  const router = Router();
  router.post(
    '/readings/compatibility',
    deps.sessions.requireUser,
    express.json({ limit: '4kb' }),
    async (req, res) => {
      const user = await deps.sessions.currentUser(req);
      const { partnerReadingShareId } = parseInput(
        compatibilityRequestSchema,
        req.body ?? {},
        'compatibility request',
        { message: ERROR_DETAILS.partnerShareIdRequired },
      );
      const { reading, created } = await createCompatibilityReading(deps, {
        user,
        partnerReadingShareId,
        readingId: newReadingId(req, user.id, deps.ids),
      });
      res.status(created ? 201 : 200).json(readingToWire(reading));
    },
  );
  return router;
}
