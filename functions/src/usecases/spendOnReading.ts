/**
 * A reading is created and its credit spent in one transaction: both happen, or neither. The owner
 * is read inside it, so two uploads at once cannot spend one credit twice. A newcomer's first palm
 * reading counts the referral that brought them (domain/credits.ts referralReward). A retried request
 * (same reading id) finds the reading it made and pays nothing more.
 */
import { canGenerateCompatibility, canGenerateReading, referralReward } from '../domain/credits.js';
import { DomainError } from '../domain/DomainError.js';
import {
  newReadingRecord,
  type HandProfileRecord,
  type NewReading,
  type ReadingRecord,
  type UserRecord,
} from '../domain/entities.js';
import { compatibilityReadingUpdate, palmReadingUpdate } from '../domain/palmReadingUpdate.js';
import type { StoreTransaction } from '../domain/store.js';
import type { Ports } from './ports.js';

export interface CreatedReading {
  reading: ReadingRecord;
  /** False when a retried request found the reading it had already created. */
  created: boolean;
}

export interface SpendOnReadingInput {
  kind: 'palm' | 'compatibility';
  userId: string;
  readingId: string;
  shareId: string;
  now: Date;
  /**
   * The reading, written for the owner as the transaction sees them; for a photo of the owner's own
   * palm, their hand profile with it (written with the reading, so two uploads at once each see the
   * other's photo: the transaction runs again when the owner changed under it).
   */
  build(owner: UserRecord): NewReading & { handProfile?: HandProfileRecord };
  /**
   * For a compatibility check, the partner's palm reading it was made with: read again here, so a
   * reading its owner made private (or deleted) meanwhile is not paired, nor its words copied.
   */
  partnerReadingId?: string;
}

/** Readers of one photo looked at for a referral: enough for any real case, a bound for a hot one. */
const PHOTO_READERS_CHECKED = 20;

/**
 * Whether the newcomer's first photo, by its very bytes, was read before for the referrer or for
 * another friend the referrer brought: their own palm photo, or one photo cycled through new numbers.
 * (A photo strangers both happened to use proves nothing, and counts.)
 */
async function photoOfReferrersCircle(
  tx: StoreTransaction,
  newcomer: UserRecord,
  referrerId: string,
  photoHash: string,
): Promise<boolean> {
  const readers = (await tx.readersOfPhoto(photoHash, PHOTO_READERS_CHECKED)).filter((id) => id !== newcomer.id);
  if (readers.includes(referrerId)) return true;
  const brought = await Promise.all(readers.map((id) => tx.referralOf(id)));
  return brought.some((referral) => referral?.referrerId === referrerId);
}

/**
 * Counts the pending referral that brought this newcomer, for a referrer still there; a first photo
 * the referrer's circle already had read counts for nobody (photoOfReferrersCircle).
 */
async function countReferral(
  tx: StoreTransaction,
  newcomer: UserRecord,
  photoHash: string | null,
  now: Date,
): Promise<void> {
  const referral = newcomer.totalReadings === 0 ? await tx.referralOf(newcomer.id) : null;
  if (referral?.status !== 'pending' || !referral.referrerId) return;
  const referrer = await tx.user(referral.referrerId);
  if (!referrer) return;
  if (photoHash && (await photoOfReferrersCircle(tx, newcomer, referrer.id, photoHash))) {
    tx.settleReferral(newcomer.id, 'declined', now);
    return;
  }
  const reward = referralReward(referrer, now);
  if (reward) tx.updateUser(referrer.id, reward);
  tx.settleReferral(newcomer.id, reward ? 'completed' : 'capped', now);
}

async function spendInTransaction(tx: StoreTransaction, input: SpendOnReadingInput): Promise<CreatedReading> {
  const { kind, now } = input;
  const [owner, existing] = await Promise.all([tx.user(input.userId), tx.reading(input.readingId)]);
  if (existing) {
    if (existing.userId !== input.userId) throw new DomainError('idempotencyKeyReused');
    return { reading: existing, created: false };
  }
  if (!owner) throw new DomainError('notAuthenticated');
  if (owner.deletingAt) throw new DomainError('accountDeleting');
  if (kind === 'palm' && !canGenerateReading(owner, now)) throw new DomainError('noReadingsLeft');
  if (kind === 'compatibility' && !canGenerateCompatibility(owner, now)) throw new DomainError('noCompatibilityLeft');

  const { handProfile, ...built } = input.build(owner);
  const reading = newReadingRecord(built, input.readingId, input.shareId, now);
  if (reading.partnerUserId) {
    // A partner deleting their account (their readings about to go) is no longer there to compare with;
    // nor is a reading of theirs no longer public.
    const [partner, partnerReading] = await Promise.all([
      tx.user(reading.partnerUserId),
      input.partnerReadingId ? tx.reading(input.partnerReadingId) : null,
    ]);
    if (!partner || partner.deletingAt) throw new DomainError('readingNotFound');
    if (input.partnerReadingId && (!partnerReading?.isPublic || partnerReading.userId !== partner.id)) {
      throw new DomainError('readingNotFound');
    }
  }
  if (kind === 'palm') await countReferral(tx, owner, reading.photoHash, now);
  tx.createReading(reading, owner.displayName);
  tx.updateUser(
    owner.id,
    kind === 'palm'
      ? // The person's archetype is their own hand's: someone else's palm leaves it as it was.
        handProfile
        ? { ...palmReadingUpdate(owner, handProfile.archetype, now), handProfile }
        : palmReadingUpdate(owner, owner.archetype, now)
      : compatibilityReadingUpdate(owner, now),
  );
  return { reading, created: true };
}

export function spendOnReading(ports: Pick<Ports, 'store'>, input: SpendOnReadingInput): Promise<CreatedReading> {
  return ports.store.transaction((tx) => spendInTransaction(tx, input));
}
