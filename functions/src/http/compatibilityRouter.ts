import express, { Router } from 'express';
import { ERROR_CODES } from '../contract/errors.js';
import { FALLBACK_ARCHETYPE } from '../contract/fallbacks.js';
import { compatibilityRequestSchema } from '../contract/reading.js';
import { ApiError } from '../domain/ApiError.js';
import { canGenerateCompatibility } from '../domain/credits.js';
import type { ReadingRecord } from '../domain/entities.js';
import { isShareId } from '../domain/ids.js';
import type { PalmMeasures } from '../reading/palmMeasures.js';
import type { AppContext } from './deps.js';
import { readingNotFound } from './readingsRouter.js';
import { newReadingId } from './requestIds.js';

import { readingToWire } from './toWire.js';

/** Readings made before measures were stored still pair: a neutral palm, unique to the reading. */
function measuresOf(reading: ReadingRecord): PalmMeasures {
  return (
    reading.measures ?? {
      version: 1,
      aspect: 0.5,
      coverage: 0.3,
      brightness: 0.5,
      contrast: 0.2,
      lineDensity: 0.08,
      lineDirection: 0,
      texture: 0.05,
      warmth: 0.3,
      signature: reading.id,
    }
  );
}

export function compatibilityRouter(deps: AppContext): Router {
  const router = Router();
  const { store, clock } = deps;

  router.post(
    '/readings/compatibility',
    deps.sessions.requireUser,
    express.json({ limit: '4kb' }),
    async (req, res) => {
      const user = await deps.sessions.currentUser(req);
      const { partnerReadingShareId } = parseBody(req.body);
      const partnerReading = isShareId(partnerReadingShareId)
        ? await store.findReadingByShareId(partnerReadingShareId)
        : null;
      if (!partnerReading || !partnerReading.isPublic) throw readingNotFound();
      if (partnerReading.readingType === 'COMPATIBILITY') {
        throw new ApiError(
          422,
          ERROR_CODES.notAPalmReading,
          'This link is a compatibility result, not a palm reading. Ask your friend for their reading link.',
        );
      }
      if (partnerReading.userId === user.id) {
        throw new ApiError(
          400,
          ERROR_CODES.selfCompatibility,
          "That's your own reading! Share the link with a friend to check your compatibility.",
        );
      }
      if (!canGenerateCompatibility(user, clock())) {
        throw new ApiError(
          403,
          ERROR_CODES.noCompatibilityLeft,
          'You have no compatibility readings left. Upgrade to premium for unlimited readings.',
        );
      }
      const own = await store.latestPalmReading(user.id);
      if (!own) throw new ApiError(409, ERROR_CODES.noPalmReading, 'No palm reading found');
      const partner = await store.findUser(partnerReading.userId);

      const readingId = newReadingId(req, user.id, deps.ids);
      const now = clock();
      const { reading, created } = await store.createCompatibilityReading({
        userId: user.id,
        readingId,
        shareId: deps.ids.shareId(),
        now,
        build: (owner) => {
          const content = deps.engine.compatibility(
            { archetype: own.userArchetype ?? FALLBACK_ARCHETYPE, measures: measuresOf(own), name: owner.displayName },
            {
              archetype: partnerReading.userArchetype ?? FALLBACK_ARCHETYPE,
              measures: measuresOf(partnerReading),
              name: partner?.displayName ?? 'your friend',
            },
          );
          return {
            userId: owner.id,
            ownerUid: owner.firebaseUid,
            imageUrl: own.imageUrl,
            imagePath: own.imagePath,
            readingType: 'COMPATIBILITY',
            userArchetype: content.userArchetype,
            compatibilityOutcome: content.outcome,
            partnerUserId: partnerReading.userId,
            keyInsight: content.outcomeTitle,
            content,
            measures: null,
          };
        },
      });
      res.status(created ? 201 : 200).json(readingToWire(reading, deps.engine, now));
    },
  );

  return router;
}

function parseBody(body: unknown) {
  const result = compatibilityRequestSchema.safeParse(body ?? {});
  if (!result.success)
    throw new ApiError(400, ERROR_CODES.invalidInput, 'Send the partner reading share id as partnerReadingShareId.');
  return result.data;
}
