import { Router } from 'express';
import { ERROR_CODES } from '../contract/errors.js';
import { API_PATHS, MAX_UPLOAD_BYTES } from '../contract/paths.js';
import { palmImageKey } from '../blobs/BlobStore.js';
import { ApiError } from '../domain/ApiError.js';
import { canGenerateReading } from '../domain/credits.js';
import { utcDay } from '../domain/streaks.js';
import { UnreadablePalmError } from '../reading/palmMeasures.js';
import { PhotoRejectedError } from '../reading/palmPhoto.js';
import type { PreparedPhoto } from '../reading/readingEngine.js';
import type { AppContext } from './deps.js';
import { parsePalmUpload } from './parseUpload.js';
import { newReadingId } from './requestIds.js';

import { readingToWire } from './toWire.js';

const noReadingsLeft = () =>
  new ApiError(
    403,
    ERROR_CODES.noReadingsLeft,
    'You have no readings left. Upgrade to premium or invite friends to unlock more.',
  );

async function preparePhoto(deps: AppContext, bytes: Buffer): Promise<PreparedPhoto> {
  try {
    return await deps.engine.preparePhoto(bytes);
  } catch (err) {
    if (err instanceof UnreadablePalmError) throw new ApiError(422, ERROR_CODES.unreadablePalm, err.message);
    if (err instanceof PhotoRejectedError) {
      if (err.kind === 'too_many_pixels') throw new ApiError(413, ERROR_CODES.imageTooLarge, err.message);
      if (err.kind === 'unsupported') throw new ApiError(415, ERROR_CODES.unsupportedImage, err.message);
      throw new ApiError(422, ERROR_CODES.unreadableImage, err.message);
    }
    throw err;
  }
}

async function removeUnusedImage(deps: AppContext, readingId: string, imagePath: string): Promise<void> {
  try {
    if (!(await deps.store.findReading(readingId))) await deps.blobs.delete(imagePath);
  } catch (err) {
    deps.log('could not remove an unused image', err);
  }
}

export function uploadRouter(deps: AppContext): Router {
  const router = Router();
  const { store, clock } = deps;

  router.post('/readings/upload', deps.sessions.requireUser, async (req, res) => {
    const user = await deps.sessions.currentUser(req);
    const readingId = newReadingId(req, user.id, deps.ids);
    // A retry of an upload that already succeeded gets its reading back, and pays nothing more.
    const earlier = await store.findReading(readingId);
    if (earlier?.userId === user.id) {
      res.status(200).json(readingToWire(earlier, deps.engine, clock()));
      return;
    }
    // Refuse before reading the photo when there is clearly nothing to spend; the transaction re-checks.
    if (!canGenerateReading(user, clock())) throw noReadingsLeft();
    // A body far over the limit is refused before a byte of it is read.
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + 256 * 1024) {
      throw new ApiError(
        413,
        ERROR_CODES.fileTooLarge,
        `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
      );
    }
    const upload = await parsePalmUpload(req);
    const photo = await preparePhoto(deps, upload.data);

    const now = clock();
    const imagePath = palmImageKey(user.firebaseUid, readingId);
    await deps.blobs.put(imagePath, photo.jpeg, 'image/jpeg');
    try {
      const { reading, created } = await store.createPalmReading({
        userId: user.id,
        readingId,
        shareId: deps.ids.shareId(),
        now,
        build: (owner) => {
          const readingType = owner.totalReadings === 0 ? 'FIRST_PALM_READING' : 'FULL_ANALYSIS';
          const content = deps.engine.palmReading(photo.measures, readingType, utcDay(now));
          return {
            userId: owner.id,
            ownerUid: owner.firebaseUid,
            imageUrl: API_PATHS.image(readingId),
            imagePath,
            readingType,
            userArchetype: content.archetype,
            keyInsight: content.keyInsight.text,
            content,
            measures: photo.measures,
            palmLines: photo.palmLines,
          };
        },
      });
      res.status(created ? 201 : 200).json(readingToWire(reading, deps.engine, now));
    } catch (err) {
      // Leave no image behind unless a reading uses it (an earlier attempt with the same key may have made one).
      await removeUnusedImage(deps, readingId, imagePath);
      throw err;
    }
  });

  return router;
}
