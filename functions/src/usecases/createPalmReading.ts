/**
 * Create a palm reading: refuse early when there is nothing to spend, read the photo (the engine
 * refuses anything that is not a readable open palm, before any credit is spent or byte stored),
 * store the photo, then create the reading and spend the credit in one transaction (spendOnReading). A retried
 * request (same reading id) gets the first attempt's reading back and pays nothing more.
 */
import { palmImageKey } from '../domain/blobs.js';
import { sha256Key } from '../domain/ids.js';
import { canGenerateReading } from '../domain/credits.js';
import { DomainError } from '../domain/DomainError.js';
import type { PalmOf } from '../contract/readingContent.js';
import type { ReadingHand } from '../domain/readingEngine.js';
import type { HandProfileRecord, UserRecord } from '../domain/entities.js';
import { profileWithPhoto } from '../domain/handProfile.js';
import type { Ports } from './ports.js';
import { spendOnReading, type CreatedReading } from './spendOnReading.js';
import { todaysReading } from './todaysReading.js';

export type CreatePalmReadingPorts = Pick<Ports, 'store' | 'blobs' | 'engine' | 'clock' | 'ids' | 'log'>;

export interface CreatePalmReadingInput {
  user: UserRecord;
  /** Random, or derived from the caller's idempotency key so a retry finds the first attempt. */
  readingId: string;
  /** The reader's own date (domain/readerDay.ts): the daily parts are written for it. */
  day: string;
  /**
   * Reads the uploaded photo, and whose palm it shows: the person's own ('self') joins their hand
   * profile and is read from it; someone else's ('other') is read from the photo alone and leaves the
   * profile as it was. Called only once the user may spend a reading.
   */
  readUpload: () => Promise<{ photo: Buffer; palmOf: PalmOf }>;
  /** Aborted once nobody waits for the answer (the request's deadline passed, the client left). */
  signal?: AbortSignal;
}

export async function createPalmReading(
  ports: CreatePalmReadingPorts,
  input: CreatePalmReadingInput,
): Promise<CreatedReading> {
  const { store, blobs, engine, clock } = ports;
  const { user, readingId } = input;
  const earlier = await store.findReading(readingId);
  if (earlier?.userId === user.id) return { reading: todaysReading(earlier, engine, input.day), created: false };
  // Reading a photo costs CPU: someone with nothing to spend is refused before it. The rule that
  // counts is the one applied in the transaction (spendOnReading), where the credit is spent.
  if (!canGenerateReading(user, clock())) throw new DomainError('noReadingsLeft');

  // One photo at a time per person, body included: a burst from one account costs that account, not
  // the decode slots everyone else's uploads wait for.
  const { upload, photo } = await engine.oneAtATime(user.id, async () => {
    const upload = await input.readUpload();
    return { upload, photo: await engine.preparePhoto(upload.photo, input.signal) };
  });
  const photoHash = sha256Key(upload.photo);
  const now = clock();
  const imagePath = palmImageKey(user.firebaseUid, readingId);
  await blobs.put(imagePath, photo.jpeg, 'image/jpeg');
  try {
    return await spendOnReading(ports, {
      kind: 'palm',
      userId: user.id,
      readingId,
      shareId: ports.ids.shareId(),
      now,
      build: (owner) => {
        const readingType = owner.totalReadings === 0 ? 'FIRST_PALM_READING' : 'FULL_ANALYSIS';
        let handProfile: HandProfileRecord | undefined;
        let hand: ReadingHand = { palmOf: 'other' };
        if (upload.palmOf === 'self') {
          handProfile = profileWithPhoto(engine, owner.handProfile, {
            readingId,
            takenAt: now,
            shape: photo.measures.shape,
          });
          hand = {
            palmOf: 'self',
            keys: handProfile.keys,
            photos: handProfile.pooled,
            archetypeBefore: owner.handProfile?.archetype ?? null,
          };
        }
        const content = engine.palmReading(photo.measures, readingType, input.day, hand);
        return {
          handProfile,
          userId: owner.id,
          ownerUid: owner.firebaseUid,
          imagePath,
          readingType,
          userArchetype: content.archetype,
          keyInsight: content.keyInsight.text,
          content,
          measures: photo.measures,
          palmLines: photo.palmLines,
          dailySeed: engine.dailySeed(photo.measures, hand),
          photoHash,
        };
      },
    });
  } catch (err) {
    // Leave no photo behind unless a reading uses it (an earlier attempt with the same id may have made one).
    try {
      if (!(await store.findReading(readingId))) await blobs.delete(imagePath);
    } catch (cleanupErr) {
      ports.log('could not remove an unused image', cleanupErr);
    }
    throw err;
  }
}
