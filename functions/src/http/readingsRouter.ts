import express, { Router } from 'express';
import { ERROR_DETAILS } from '../contract/errors.js';
import { API_PATTERNS, MAX_UPLOAD_BYTES } from '../contract/paths.js';
import { compatibilityRequestSchema, readingChangeSchema } from '../contract/reading.js';
import { DomainError } from '../domain/DomainError.js';
import { createCompatibilityReading, type CreateCompatibilityPorts } from '../usecases/createCompatibilityReading.js';
import { createPalmReading, type CreatePalmReadingPorts } from '../usecases/createPalmReading.js';
import { changeReadingSharing, deleteOwnReading, markSeen } from '../usecases/myData.js';
import type { Ports } from '../usecases/ports.js';
import {
  compatibilityEligibility,
  findCompatibilityResult,
  findReading,
  readingEligibility,
} from '../usecases/readings.js';
import { parsePalmUpload } from './parseUpload.js';
import { dayOf } from './readerDay.js';
import { requestSignal } from './deadline.js';
import { newReadingId } from './requestIds.js';
import type { AppContext } from './deps.js';
import { routesOn, type RouteContext } from './route.js';
import { readingToWire } from './toWire.js';
import { parseInput } from './validate.js';

type ReadingsPorts = CreatePalmReadingPorts &
  CreateCompatibilityPorts &
  Pick<Ports, 'store' | 'engine' | 'blobs' | 'clock' | 'log'>;

/**
 * Everything under /readings but the list (hotReads.ts): reading one, what the user may still
 * create, a new palm reading (a multipart photo in; 201, or 200 for a retry), a compatibility result
 * with a friend's shared reading, and showing, hiding or deleting one's own.
 */
export function readingsRouter(deps: ReadingsPorts & Pick<AppContext, 'sessions'>, context: RouteContext): Router {
  const router = Router();
  const on = routesOn(router, context);
  const { currentUser } = deps.sessions;

  on({ method: 'get', path: API_PATTERNS.readingRetrieve, session: 'user', limits: ['ownData'] }, async (req, res) => {
    const user = await currentUser(req);
    const reading = await findReading(deps, user, String(req.params.readingId), dayOf(req, deps.clock()));
    res.json(readingToWire(reading, user.id));
  });

  on(
    { method: 'get', path: API_PATTERNS.compatibilityResult, session: 'user', limits: ['ownData'] },
    async (req, res) => {
      const day = dayOf(req, deps.clock());
      const user = await currentUser(req);
      res.json(readingToWire(await findCompatibilityResult(deps, user, String(req.params.shareId), day), user.id));
    },
  );

  on(
    { method: 'get', path: API_PATTERNS.readingEligibility, session: 'user', limits: ['ownData'] },
    async (req, res) => {
      res.json(readingEligibility(deps, await currentUser(req), req.query.userId));
    },
  );

  on(
    { method: 'get', path: API_PATTERNS.compatibilityEligibility, session: 'user', limits: ['ownData'] },
    async (req, res) => {
      res.json(compatibilityEligibility(deps, await currentUser(req), req.query.userId));
    },
  );

  on(
    {
      method: 'post',
      path: API_PATTERNS.readingsUpload,
      session: 'user',
      limits: ['uploadByAddress', 'upload', 'uploadDaily'],
    },
    async (req, res) => {
      const user = await currentUser(req);
      const { reading, created } = await createPalmReading(deps, {
        user,
        readingId: newReadingId(req, user.id, deps.ids),
        day: dayOf(req, deps.clock()),
        readUpload: async () => {
          // A body far over the limit is refused before a byte of it is read.
          if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + 256 * 1024) {
            throw new DomainError('fileTooLarge');
          }
          const { file, palmOf } = await parsePalmUpload(req);
          return { photo: file.data, palmOf };
        },
        signal: requestSignal(req),
      });
      res.status(created ? 201 : 200).json(readingToWire(reading, user.id));
    },
  );

  on(
    { method: 'post', path: API_PATTERNS.readingsCompatibility, session: 'user', limits: ['ownData'] },
    express.json({ limit: '4kb' }),
    async (req, res) => {
      const user = await currentUser(req);
      const { partnerReadingShareId } = parseInput(
        compatibilityRequestSchema,
        req.body ?? {},
        'compatibility request',
        {
          message: ERROR_DETAILS.partnerShareIdRequired,
        },
      );
      const { reading, created } = await createCompatibilityReading(deps, {
        user,
        partnerReadingShareId,
        readingId: newReadingId(req, user.id, deps.ids),
      });
      res.status(created ? 201 : 200).json(readingToWire(reading, user.id));
    },
  );

  on(
    { method: 'patch', path: API_PATTERNS.reading, session: 'user', limits: ['ownData'] },
    express.json({ limit: '1kb' }),
    async (req, res) => {
      const change = parseInput(readingChangeSchema, req.body ?? {}, 'reading change');
      const user = await currentUser(req);
      res.json(readingToWire(await changeReadingSharing(deps, user, String(req.params.readingId), change), user.id));
    },
  );

  on({ method: 'post', path: API_PATTERNS.readingSeen, session: 'user', limits: ['ownData'] }, async (req, res) => {
    await markSeen(deps, await currentUser(req), String(req.params.readingId));
    res.status(204).end();
  });

  on({ method: 'delete', path: API_PATTERNS.reading, session: 'user', limits: ['ownData'] }, async (req, res) => {
    await deleteOwnReading(deps, await currentUser(req), String(req.params.readingId));
    res.status(204).end();
  });

  return router;
}
