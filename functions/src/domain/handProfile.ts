/**
 * The rules of a person's hand profile (HandProfileRecord): which photos it holds and when it is
 * read again. Only photos of one's own palm go in; the newest HAND_PROFILE_PHOTOS are kept; a deleted
 * reading takes its photo out and the profile is read afresh from the rest (or is gone with the
 * last). How photos are pooled into traits is the engine's (reading/handProfile.ts).
 */
import type { HandShape } from '../reading/types.js';
import type { HandProfileRecord } from './entities.js';
import type { ReadingEngine } from './readingEngine.js';

/** Photos of one's own palm a profile keeps and pools: the newest this many. */
export const HAND_PROFILE_PHOTOS = 24;

type Pooling = Pick<ReadingEngine, 'handProfile'>;

function pooled(
  engine: Pooling,
  photos: HandProfileRecord['photos'],
  previous: HandProfileRecord | null,
): HandProfileRecord {
  const profile = engine.handProfile(
    photos.map((p) => p.shape),
    previous?.keys ?? null,
  );
  return { photos, shape: profile.shape, keys: profile.keys, archetype: profile.archetype, pooled: profile.photos };
}

/** The profile with a new photo of the person's own palm (the reading `readingId` shows it). */
export function profileWithPhoto(
  engine: Pooling,
  profile: HandProfileRecord | null,
  photo: { readingId: string; takenAt: Date; shape: HandShape },
): HandProfileRecord {
  const photos = [...(profile?.photos ?? []).filter((p) => p.readingId !== photo.readingId), photo];
  return pooled(engine, photos.slice(-HAND_PROFILE_PHOTOS), profile);
}

/**
 * The profile once the reading `readingId` is deleted: read afresh from the photos left, in the order
 * they came (as if that photo had never been taken); null when none is left; `profile` itself when
 * the reading's photo was not in it.
 */
export function profileWithoutReading(
  engine: Pooling,
  profile: HandProfileRecord | null,
  readingId: string,
): HandProfileRecord | null {
  if (!profile || !profile.photos.some((p) => p.readingId === readingId)) return profile;
  const left = profile.photos.filter((p) => p.readingId !== readingId);
  let replayed: HandProfileRecord | null = null;
  for (let n = 1; n <= left.length; n++) replayed = pooled(engine, left.slice(0, n), replayed);
  return replayed;
}
