/**
 * What a user can do with their own data (the Privacy & data page): make a reading public or
 * private, delete a reading, take a copy of everything we hold, delete the account. Deleting is
 * final and idempotent: asking again, or for something already gone, succeeds and changes nothing.
 */
import { ERROR_DETAILS } from '../contract/errors.js';
import type { ReadingChange } from '../contract/reading.js';
import type { StoredBlob } from '../domain/blobs.js';
import { DomainError } from '../domain/DomainError.js';
import { profileWithoutReading } from '../domain/handProfile.js';
import type { CompatibilityReadingRecord, PalmReadingRecord, ReadingRecord, UserRecord } from '../domain/entities.js';
import { withoutPartnerName } from '../domain/forgetPartner.js';
import { isUuid } from '../domain/ids.js';
import type { PartnerResultChange, StoreTransaction, UserExport } from '../domain/store.js';
import type { Ports } from './ports.js';

/**
 * Makes one of the user's palm readings public or private, and chooses what of its photo goes with
 * its link (cropped to the hand, whole, or none).
 */
export async function changeReadingSharing(
  ports: Pick<Ports, 'store' | 'clock'>,
  user: UserRecord,
  readingId: string,
  change: ReadingChange,
): Promise<ReadingRecord> {
  if (change.isPublic === undefined && change.sharePhoto === undefined) {
    throw new DomainError('invalidInput', { message: ERROR_DETAILS.readingChangeEmpty });
  }
  if (!isUuid(readingId)) throw new DomainError('readingNotFound');
  const now = ports.clock();
  return ports.store.transaction(async (tx) => {
    const [reading, owner] = await Promise.all([tx.reading(readingId), tx.user(user.id)]);
    if (!reading || !owner || reading.userId !== owner.id) throw new DomainError('readingNotFound');
    if (owner.deletingAt) throw new DomainError('accountDeleting');
    // A compatibility result is about two people: it is never shown by link.
    if (reading.readingType === 'COMPATIBILITY') {
      throw new DomainError('invalidInput', { message: ERROR_DETAILS.compatibilityStaysPrivate });
    }
    const changed: PalmReadingRecord = {
      ...reading,
      isPublic: change.isPublic ?? reading.isPublic,
      sharePhoto: change.sharePhoto ?? reading.sharePhoto,
      updatedAt: now,
    };
    tx.updateReadingSharing(changed, owner.displayName);
    return changed;
  });
}

/**
 * Deletes one of the user's readings, and its photo unless another reading of theirs shows it; a
 * photo of their own palm leaves their hand profile, which is read afresh from the rest. A
 * compatibility result someone else made with the user leaves the user's list and stops naming
 * them; its owner keeps it.
 */
export async function deleteOwnReading(
  ports: Pick<Ports, 'store' | 'blobs' | 'log' | 'engine' | 'clock'>,
  user: UserRecord,
  readingId: string,
): Promise<void> {
  // An id that can never name a reading is a wrong address, not a reading already deleted.
  if (!isUuid(readingId)) throw new DomainError('readingNotFound');
  const now = ports.clock();
  const outcome = await ports.store.transaction(async (tx) => {
    const reading = await tx.reading(readingId);
    if (reading?.userId === user.id) {
      tx.deleteReading(reading);
      return { deleted: reading };
    }
    // A result someone else made with this user: only the user's side of it goes.
    if (reading && isPartnerOf(reading, user.id)) {
      tx.updatePartnerResult(reading.id, await lettingGo(tx, reading, user.id, now));
      return { letGo: true };
    }
    return {};
  });
  if (outcome.letGo) return;
  // Also when the reading was already gone: a deletion cut short before this step finishes on a retry.
  await forgetProfilePhoto(ports, user.id, readingId);
  const photo = outcome.deleted?.imagePath;
  // Photo keys carry their reading's id, but readings made before compatibility results stopped
  // pointing at photos may still name this one.
  if (!photo || (await ports.store.photoInUse(user.id, photo))) return;
  try {
    await ports.blobs.delete(photo);
  } catch (err) {
    // The reading is gone; its photo is now an orphan, which the daily sweep removes.
    ports.log('could not delete the photo of a deleted reading', err);
  }
}

/** Takes a deleted reading's photo out of its owner's hand profile (their archetype follows the profile). */
async function forgetProfilePhoto(ports: Pick<Ports, 'store' | 'engine'>, userId: string, readingId: string) {
  await ports.store.transaction(async (tx) => {
    const owner = await tx.user(userId);
    if (!owner?.handProfile) return;
    const handProfile = profileWithoutReading(ports.engine, owner.handProfile, readingId);
    if (handProfile === owner.handProfile) return;
    tx.updateUser(owner.id, { handProfile, archetype: handProfile?.archetype ?? null });
  });
}

/** Whether `userId` is the partner of this compatibility result (the one whose invitation made it), not its owner. */
const isPartnerOf = (reading: ReadingRecord, userId: string): reading is CompatibilityReadingRecord =>
  reading.readingType === 'COMPATIBILITY' && reading.partnerUserId === userId && reading.userId !== userId;

/**
 * The partner lets go of a compatibility result, as when they delete their account: its owner keeps
 * it, in their own words without the partner's name, and nothing in it points at the partner.
 */
async function lettingGo(
  tx: StoreTransaction,
  reading: CompatibilityReadingRecord,
  partnerId: string,
  now: Date,
): Promise<PartnerResultChange> {
  const name = (await tx.user(partnerId))?.displayName ?? '';
  return {
    kind: 'forget',
    content: name ? withoutPartnerName(reading.content, name) : reading.content,
    updatedAt: now,
  };
}

/** The partner of a compatibility result has opened it: from now on it is no longer new to them. */
export async function markSeen(ports: Pick<Ports, 'store' | 'clock'>, user: UserRecord, readingId: string) {
  if (!isUuid(readingId)) throw new DomainError('readingNotFound');
  const now = ports.clock();
  await ports.store.transaction(async (tx) => {
    const reading = await tx.reading(readingId);
    if (!reading || !isPartnerOf(reading, user.id)) throw new DomainError('readingNotFound');
    // The first opening is the one kept.
    if (reading.partnerView && !reading.partnerView.seenAt) {
      tx.updatePartnerResult(reading.id, { kind: 'seen', partnerView: { ...reading.partnerView, seenAt: now } });
    }
  });
}

export interface DataExport {
  data: UserExport;
  /**
   * The palm photos of the user's readings, read as they are asked for (one read ahead), so an export
   * holds a photo or two in memory whatever the account's size (a reading whose photo is gone is skipped).
   */
  photos: AsyncIterable<{ readingId: string; photo: StoredBlob }>;
}

/** Everything we hold about the user, and the palm photos of their readings. */
export async function exportMyData(ports: Pick<Ports, 'store' | 'blobs'>, user: UserRecord): Promise<DataExport> {
  const data = await ports.store.exportUser(user.id);
  if (!data) throw new DomainError('notAuthenticated');
  const withPhotos = data.readings.flatMap((r) => (r.imagePath ? [{ readingId: r.id, imagePath: r.imagePath }] : []));
  // The next photo is asked for while this one is sent: one read ahead, no more.
  const read = (i: number) => {
    const photo = i < withPhotos.length ? ports.blobs.get(withPhotos[i]!.imagePath) : Promise.resolve(null);
    // Its failure is met where it is awaited; one never awaited (the client left) is no unhandled rejection.
    photo.catch(() => undefined);
    return photo;
  };
  async function* photos() {
    let next = read(0);
    for (let i = 0; i < withPhotos.length; i++) {
      const photo = await next;
      next = read(i + 1);
      if (photo) yield { readingId: withPhotos[i]!.readingId, photo };
    }
  }
  return { data, photos: photos() };
}

/**
 * How long an account may stay marked for deletion before its deletion counts as stalled: one runs in
 * seconds, so a mark this old is a deletion that failed part way (perhaps after the sessions that
 * could have asked again were gone). A sign-in with its number (signIn.ts) and the hourly job
 * (finishStalledDeletions.ts) then finish it.
 */
export const DELETION_STALLED_MS = 10 * 60 * 1000;

/** Whether the account was marked for deletion longer ago than a deletion takes. */
export function deletionStalled(user: Pick<UserRecord, 'deletingAt'>, now: Date): boolean {
  return user.deletingAt !== null && now.getTime() - user.deletingAt.getTime() > DELETION_STALLED_MS;
}

/**
 * Deletes the account. First it is marked as being deleted, so nothing new can be added while the
 * rest runs (an upload or a subscription in flight is refused, not left behind); then the Stripe
 * customer (which ends any subscription at once, so nobody is charged for an account that is gone),
 * every photo, the Firebase identities, and the database records, the user last: until that last
 * step, the owner's session still works and asking again finishes whatever a failure cut short.
 */
export async function deleteMyAccount(
  ports: Pick<Ports, 'store' | 'blobs' | 'identity' | 'payments' | 'clock'>,
  user: UserRecord,
): Promise<void> {
  const account = await ports.store.beginAccountDeletion(user.id, ports.clock());
  if (!account) return;
  if (account.user.stripeCustomerId) {
    if (!ports.payments) throw new DomainError('paymentsUnconfigured');
    await ports.payments.deleteCustomer(account.user.stripeCustomerId);
  }
  const stored = await Promise.all(account.firebaseUids.map((uid) => ports.blobs.list(`palms/${uid}/`)));
  const photos = new Set([...account.photos, ...stored.flat().map((b) => b.key)]);
  await Promise.all([...photos].map((key) => ports.blobs.delete(key)));
  await Promise.all(account.firebaseUids.map((uid) => ports.identity.deleteIdentity(uid)));
  await ports.store.deleteAccount(user.id, ports.clock());
}
