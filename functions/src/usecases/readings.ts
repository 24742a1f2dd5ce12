/**
 * What a signed-in user may read of their own readings, and what a visitor may see of a shared one.
 * Reading ids stay in the owner's views; everything public is addressed by share id.
 */
import { ERROR_DETAILS } from '../contract/errors.js';
import type { CompatibilityEligibility, ReadingEligibility } from '../contract/reading.js';
import { canGenerateCompatibility, canGenerateReading } from '../domain/credits.js';
import { DomainError } from '../domain/DomainError.js';
import {
  isPalmReading,
  sharedPhotoOf,
  sharedReadingOf,
  type PalmReadingRecord,
  type ReadingRecord,
  type SharedReadingRecord,
  type UserRecord,
} from '../domain/entities.js';
import { isShareId, isUuid } from '../domain/ids.js';
import { isPremium } from '../domain/premium.js';
import type { StoredBlob } from '../domain/blobs.js';
import type { Ports } from './ports.js';
import { todaysReading } from './todaysReading.js';
import type { ViewCounter } from './viewCounter.js';

type ReadPorts = Pick<Ports, 'store' | 'engine'>;

export async function listReadings(ports: ReadPorts, userId: string, day: string): Promise<ReadingRecord[]> {
  return (await ports.store.listReadings(userId)).map((r) => todaysReading(r, ports.engine, day));
}

/**
 * Its owner, or the partner of a compatibility result that keeps a view for them (results made
 * before partner views were kept speak only to the checker, and are not shown to the partner).
 */
const mayView = (reading: ReadingRecord, user: UserRecord) =>
  reading.userId === user.id ||
  (reading.readingType === 'COMPATIBILITY' && reading.partnerUserId === user.id && reading.partnerView !== null);

/** One reading by its id, for its owner (and for the partner a compatibility result names). */
export async function findReading(
  ports: ReadPorts,
  user: UserRecord,
  readingId: string,
  day: string,
): Promise<ReadingRecord> {
  const reading = isUuid(readingId) ? await ports.store.findReading(readingId) : null;
  if (!reading || !mayView(reading, user)) throw new DomainError('readingNotFound');
  return todaysReading(reading, ports.engine, day);
}

/** A compatibility result by its share id (the id its link carries), for either of its two people. */
export async function findCompatibilityResult(
  ports: ReadPorts,
  user: UserRecord,
  shareId: string,
  day: string,
): Promise<ReadingRecord> {
  const reading = isShareId(shareId) ? await ports.store.findReadingByShareId(shareId) : null;
  if (!reading || reading.readingType !== 'COMPATIBILITY' || !mayView(reading, user)) {
    throw new DomainError('readingNotFound');
  }
  return todaysReading(reading, ports.engine, day);
}

/** Eligibility is answered for the signed-in user only. */
function askedForSelf(user: UserRecord, askedUserId: unknown): void {
  if (typeof askedUserId !== 'string' || askedUserId.length === 0) {
    throw new DomainError('invalidInput', { message: ERROR_DETAILS.userIdRequired });
  }
  if (askedUserId !== user.id) throw new DomainError('notYourEligibility');
}

export function readingEligibility(ports: Pick<Ports, 'clock'>, user: UserRecord, asked: unknown): ReadingEligibility {
  askedForSelf(user, asked);
  const now = ports.clock();
  return {
    canGenerateReading: canGenerateReading(user, now),
    unlockedReadings: user.unlockedReadings,
    isPremium: isPremium(user, now),
  };
}

export function compatibilityEligibility(
  ports: Pick<Ports, 'clock'>,
  user: UserRecord,
  asked: unknown,
): CompatibilityEligibility {
  askedForSelf(user, asked);
  const now = ports.clock();
  return {
    canGenerateCompatibilityReading: canGenerateCompatibility(user, now),
    unlockedCompatibility: user.unlockedCompatibility,
    isPremium: isPremium(user, now),
  };
}

/**
 * The public palm reading a share id names, or null. Compatibility results are never public: only
 * their two people see them (findReading).
 */
async function publicReading(ports: Pick<Ports, 'store'>, shareId: string): Promise<PalmReadingRecord | null> {
  const reading = isShareId(shareId) ? await ports.store.findReadingByShareId(shareId) : null;
  return reading?.isPublic && isPalmReading(reading) ? reading : null;
}

async function visibleByShareId(ports: Pick<Ports, 'store'>, shareId: string): Promise<PalmReadingRecord> {
  const reading = await publicReading(ports, shareId);
  if (!reading) throw new DomainError('readingNotFound');
  return reading;
}

/**
 * What a visitor may see of the public palm reading a share id names: its projection, one document
 * read. A reading made before projections kept their daily seed is read once from the readings and
 * its projection written, so later visits take the short way too.
 */
async function sharedByShareId(
  ports: Pick<Ports, 'store' | 'engine'>,
  shareId: string,
): Promise<SharedReadingRecord | null> {
  if (!isShareId(shareId)) return null;
  const projected = await ports.store.findSharedReading(shareId);
  if (projected?.dailySeed) return projected;
  const reading = await publicReading(ports, shareId);
  if (!reading) return null;
  const owner = await ports.store.findUser(reading.userId);
  const seeded =
    reading.measures && !reading.dailySeed
      ? { ...reading, dailySeed: ports.engine.dailySeed(reading.measures) }
      : reading;
  // Made private or deleted since it was read: nothing to show.
  if (!(await ports.store.publishSharedReading(seeded, owner?.displayName ?? null))) return null;
  return sharedReadingOf(seeded, owner?.displayName ?? null);
}

/** A shared reading as it reads on `day`: the day's parts come from its seed. */
function onDay(ports: Pick<Ports, 'engine'>, shared: SharedReadingRecord, day: string): SharedReadingRecord {
  return shared.dailySeed
    ? { ...shared, content: ports.engine.withDailySeed(shared.content, shared.dailySeed, day) }
    : shared;
}

/** A public reading's page for anyone with its link, as it reads on `day`; the view is counted off the request path. */
export async function viewSharedReading(
  ports: Pick<Ports, 'store' | 'engine'> & { views: Pick<ViewCounter, 'record'> },
  shareId: string,
  day: string,
): Promise<SharedReadingRecord> {
  const shared = await sharedByShareId(ports, shareId);
  if (!shared) throw new DomainError('readingNotFound');
  ports.views.record(shared.shareId);
  return onDay(ports, shared, day);
}

/**
 * What the page a shared link opens on shows, as it reads on `day`, before the app's own request:
 * counts no view (link-preview crawlers fetch it too); null when there is nothing to show.
 */
export async function previewSharedReading(
  ports: Pick<Ports, 'store' | 'engine'>,
  shareId: string,
  day: string,
): Promise<SharedReadingRecord | null> {
  const shared = await sharedByShareId(ports, shareId);
  return shared && onDay(ports, shared, day);
}

/**
 * A public palm reading whose link shows a photo, what of it shows, and the stored photo; not found
 * when its owner chose no photo (as for a private reading).
 */
async function sharedPhotoSource(ports: Pick<Ports, 'store' | 'blobs'>, shareId: string) {
  const reading = await visibleByShareId(ports, shareId);
  const shown = sharedPhotoOf(reading);
  if (!shown) throw new DomainError('readingNotFound');
  return { reading, shown, blob: await photoOf(ports, reading) };
}

/** The photo a public palm reading's link shows: cropped to the hand unless its owner chose the whole photo. */
export async function sharedPalmPhoto(
  ports: Pick<Ports, 'store' | 'blobs' | 'engine'>,
  shareId: string,
): Promise<StoredBlob> {
  const { shown, blob } = await sharedPhotoSource(ports, shareId);
  if (shown.kind === 'whole') return blob;
  return { contentType: 'image/jpeg', data: await ports.engine.cropPhoto(blob.data, shown.box) };
}

/** A public palm reading's link-preview card: only for a reading whose link shows a photo. */
export async function sharedPreviewCard(
  ports: Pick<Ports, 'store' | 'blobs' | 'engine'>,
  shareId: string,
): Promise<StoredBlob> {
  const { reading, shown, blob } = await sharedPhotoSource(ports, shareId);
  const data = await ports.engine.previewCard({
    archetype: reading.userArchetype,
    photo: blob.data,
    box: shown.kind === 'palm' ? shown.box : null,
    lines: sharedReadingOf(reading, null).palmLines,
  });
  return { contentType: 'image/jpeg', data };
}

/** The palm photo of one of the user's own readings, by reading id. */
export async function ownPalmPhoto(
  ports: Pick<Ports, 'store' | 'blobs'>,
  user: UserRecord | null,
  readingId: string,
): Promise<StoredBlob> {
  const reading = isUuid(readingId) ? await ports.store.findReading(readingId) : null;
  if (!reading || !user || reading.userId !== user.id) throw new DomainError('readingNotFound');
  return photoOf(ports, reading);
}

async function photoOf(ports: Pick<Ports, 'blobs'>, reading: ReadingRecord): Promise<StoredBlob> {
  const blob =
    reading.imagePath && reading.readingType !== 'COMPATIBILITY' ? await ports.blobs.get(reading.imagePath) : null;
  if (!blob) throw new DomainError('readingNotFound');
  return blob;
}
