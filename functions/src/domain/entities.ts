/** The stored entities (docs/architecture.md, Data), as plain values (dates as Date). The data layer maps them to Firestore. */
import type { Archetype, CompatibilityOutcome, PalmReadingType } from '../contract/enums.js';
import type { CompatibilityContent, PalmReadingContent } from '../contract/readingContent.js';
import type { PalmLines, SharePhoto } from '../contract/reading.js';
import type { HandShape, PalmMeasures, ShapeKeys } from '../reading/types.js';

/**
 * A person's hand profile (docs/decisions/0018-one-person-one-hand.md): the shape of their own hand
 * pooled over the photos of their own palm, and the traits and archetype it reads as. Kept on the
 * user; each photo is named by its reading, so deleting the reading takes the photo out.
 */
export interface HandProfileRecord {
  /** The shape each photo of their own palm measured, oldest first (the newest HAND_PROFILE_PHOTOS). */
  photos: Array<{ readingId: string; takenAt: Date; shape: HandShape }>;
  /** The pooled shape, and the traits it reads as. */
  shape: HandShape;
  keys: ShapeKeys;
  archetype: Archetype;
  /** How many of the photos were pooled (a photo far from the rest is left out). */
  pooled: number;
}

export interface UserRecord {
  id: string;
  displayName: string;
  phoneNumber: string;
  firebaseUid: string;
  profileImage: string | null;
  archetype: Archetype | null;
  unlockedReadings: number;
  unlockedCompatibility: number;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionExpiresAt: Date | null;
  /** When the subscription fields were last taken from Stripe; older news never overwrites newer. */
  subscriptionSyncedAt: Date | null;
  currentStreak: number;
  /** The UTC day of the latest palm reading, YYYY-MM-DD. */
  lastReadingDate: string | null;
  totalReadings: number;
  referralCount: number;
  /** The UTC day referrals were last counted for this user as a referrer, and how many that day (domain/credits.ts). */
  referralDay: string | null;
  referralsCountedToday: number;
  /**
   * When the owner asked for the account to be deleted. From then on nothing new is added to it (no
   * reading, no Stripe customer, no sign-in, no referral), so the deletion, which lists what to remove
   * only after setting it, finds everything; and a deletion cut short can be asked for again.
   */
  deletingAt: Date | null;
  /** The shape of their own hand, pooled over their own palm photos; null before the first. */
  handProfile: HandProfileRecord | null;
  /**
   * Hashes of the devices (browsers) this account signed in from, the latest MAX_DEVICE_KEYS: a new
   * account made on one of them cannot count as this user's referral (their own second number).
   */
  deviceKeys: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** What creating a user takes; the rest gets its default (NEW_USER_DEFAULTS). */
export type NewUser = Pick<UserRecord, 'displayName' | 'phoneNumber' | 'firebaseUid'> &
  Partial<Pick<UserRecord, 'profileImage' | 'archetype' | 'unlockedReadings' | 'unlockedCompatibility'>>;

export const NEW_USER_DEFAULTS = {
  profileImage: null,
  archetype: null,
  unlockedReadings: 1,
  unlockedCompatibility: 1,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  subscriptionStatus: null,
  subscriptionExpiresAt: null,
  subscriptionSyncedAt: null,
  currentStreak: 0,
  lastReadingDate: null,
  totalReadings: 0,
  referralCount: 0,
  referralDay: null,
  referralsCountedToday: 0,
  deletingAt: null,
  handProfile: null,
  deviceKeys: [] as string[],
} as const;

/** Devices remembered per account for telling a self-referral (UserRecord.deviceKeys). */
export const MAX_DEVICE_KEYS = 10;

export function newUserRecord(input: NewUser, id: string, now: Date): UserRecord {
  return { ...NEW_USER_DEFAULTS, ...input, id, createdAt: now, updatedAt: now };
}

/** A reading's type and its content, which goes with the type: a palm reading's or a compatibility result's. */
export type ReadingKind =
  | { readingType: PalmReadingType; content: PalmReadingContent }
  | { readingType: 'COMPATIBILITY'; content: CompatibilityContent };

export type ReadingRecord = ReadingKind & ReadingFields;
/** A palm reading's record (not a compatibility result's). */
export type PalmReadingRecord = Extract<ReadingRecord, { readingType: PalmReadingType }>;
/** A compatibility result's record. */
export type CompatibilityReadingRecord = Extract<ReadingRecord, { readingType: 'COMPATIBILITY' }>;
export const isPalmReading = (reading: ReadingRecord): reading is PalmReadingRecord =>
  reading.readingType !== 'COMPATIBILITY';

export interface ReadingFields {
  id: string;
  userId: string;
  /** The owner's Firebase uid, for the security rules (not part of the wire shape). */
  ownerUid: string;
  /** The blob key of the palm image this reading shows. */
  imagePath: string | null;
  lifeArea: string | null;
  userArchetype: Archetype | null;
  compatibilityOutcome: CompatibilityOutcome | null;
  partnerUserId: string | null;
  keyInsight: string | null;
  status: string;
  shareId: string;
  /** What the engine measured on the palm photo; compatibility and daily forecasts are derived from it. */
  measures: PalmMeasures | null;
  /** The principal lines traced on the photo (palm readings since lines are traced). */
  palmLines: PalmLines | null;
  viewCount: number;
  isPublic: boolean;
  /** What the owner chose to go with the share link; null until they chose (then: cropped to the hand). */
  sharePhoto: SharePhoto | null;
  /** What the daily parts are drawn from (reading/words/generatePalmReading.ts dailySeed); null before it was kept. */
  dailySeed: string | null;
  /**
   * A compatibility result as its partner (the person whose invitation was used) sees it: the same
   * outcome, the words written to them about the person who checked. Null on palm readings, on
   * results made before it was kept, and once the partner removed the result from their list.
   */
  partnerView: PartnerView | null;
  /**
   * A SHA-256 of the photo's bytes as uploaded (palm readings since it was kept): a newcomer's first
   * photo already read for their referrer's circle counts for no referral. Goes with the reading.
   */
  photoHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PartnerView {
  content: CompatibilityContent;
  /** When the partner first opened it: until then their app says who compared palms with them. */
  seenAt: Date | null;
}

/**
 * The words of a reading as `viewerId` reads them: its owner's, or for the partner of a compatibility
 * result, those written to them (`partnerView`), with the archetype and title they carry. `theirs` is
 * that partner view, null for the owner.
 */
export function wordsFor(
  reading: ReadingRecord,
  viewerId: string,
): {
  /** The reading's type with the content this viewer reads. */
  kind: ReadingKind;
  userArchetype: Archetype | null;
  keyInsight: string | null;
  theirs: PartnerView | null;
} {
  const theirs = reading.userId !== viewerId && reading.readingType === 'COMPATIBILITY' ? reading.partnerView : null;
  if (!theirs) {
    const kind: ReadingKind =
      reading.readingType === 'COMPATIBILITY'
        ? { readingType: reading.readingType, content: reading.content }
        : { readingType: reading.readingType, content: reading.content };
    return { kind, userArchetype: reading.userArchetype, keyInsight: reading.keyInsight, theirs };
  }
  const { content } = theirs;
  return {
    kind: { readingType: 'COMPATIBILITY', content },
    userArchetype: content.userArchetype,
    keyInsight: content.outcomeTitle,
    theirs,
  };
}

/**
 * A public palm reading as visitors may see it (the projection sharedReadings/{shareId}): what its
 * page shows and the seed of its daily parts; no reading id, owner uid, photo path or measures.
 */
export interface SharedReadingRecord {
  shareId: string;
  ownerId: string;
  ownerName: string | null;
  userArchetype: Archetype | null;
  readingType: PalmReadingType;
  keyInsight: string | null;
  /** The photo its page shows: cropped to the hand, whole, or none (sharedPhotoOf). */
  photo: SharedPhoto | null;
  /** The traced lines, in the pixels of the photo as shown (the crop's, when cropped). */
  palmLines: PalmLines | null;
  content: PalmReadingContent;
  dailySeed: string | null;
}

/** The photo a shared page shows: the stored photo whole, or cut to `box` ([x, y, width, height]). */
export type SharedPhoto = { kind: 'whole' } | { kind: 'palm'; box: [number, number, number, number] };

/**
 * What of its photo a public palm reading shows visitors: the owner's choice, cropped to the hand
 * until they chose. A photo that cannot be cropped (read before the hand's box was kept) is shown
 * only when the owner chose the whole photo.
 */
export function sharedPhotoOf(
  reading: Pick<ReadingRecord, 'imagePath' | 'readingType' | 'sharePhoto' | 'palmLines'>,
): SharedPhoto | null {
  if (!reading.imagePath || reading.readingType === 'COMPATIBILITY') return null;
  const choice = reading.sharePhoto ?? 'palm';
  if (choice === 'whole') return { kind: 'whole' };
  const box = reading.palmLines?.hand;
  return choice === 'palm' && box?.length === 4 ? { kind: 'palm', box: [box[0]!, box[1]!, box[2]!, box[3]!] } : null;
}

/** Lines in the pixels of the photo as a visitor sees it: moved into the crop when cropped to the hand. */
function linesAsShown(lines: PalmLines | null, photo: SharedPhoto | null): PalmLines | null {
  if (!lines || !photo) return null;
  if (photo.kind === 'whole') return lines;
  const [left, top, width, height] = photo.box;
  const moved = (flat: number[] | null) => flat?.map((v, i) => (i % 2 === 0 ? v - left : v - top)) ?? null;
  return { width, height, heart: moved(lines.heart), head: moved(lines.head), life: moved(lines.life) };
}

/** What visitors may see of a public palm reading (kept as its projection by the data layer). */
export function sharedReadingOf(reading: PalmReadingRecord, ownerName: string | null): SharedReadingRecord {
  const photo = sharedPhotoOf(reading);
  return {
    shareId: reading.shareId,
    ownerId: reading.userId,
    ownerName,
    userArchetype: reading.userArchetype,
    readingType: reading.readingType,
    keyInsight: reading.keyInsight,
    photo,
    palmLines: linesAsShown(reading.palmLines, photo),
    content: reading.content,
    dailySeed: reading.dailySeed,
  };
}

export type NewReading = ReadingKind &
  Pick<ReadingFields, 'userId' | 'ownerUid' | 'imagePath' | 'userArchetype' | 'measures'> &
  Partial<
    Pick<
      ReadingFields,
      | 'lifeArea'
      | 'compatibilityOutcome'
      | 'partnerUserId'
      | 'keyInsight'
      | 'status'
      | 'isPublic'
      | 'palmLines'
      | 'dailySeed'
      | 'partnerView'
      | 'photoHash'
    >
  >;

export const NEW_READING_DEFAULTS = {
  lifeArea: null,
  compatibilityOutcome: null,
  partnerUserId: null,
  keyInsight: null,
  palmLines: null,
  status: 'completed',
  viewCount: 0,
  isPublic: true,
  sharePhoto: null,
  dailySeed: null,
  partnerView: null,
  photoHash: null,
} as const;

/** A new reading's record, of the kind (palm reading or compatibility result) of its `input`. */
export function newReadingRecord<T extends NewReading>(
  input: T,
  id: string,
  shareId: string,
  now: Date,
): Extract<ReadingRecord, { readingType: T['readingType'] }> {
  const record: ReadingRecord = { ...NEW_READING_DEFAULTS, ...input, id, shareId, createdAt: now, updatedAt: now };
  return record as Extract<ReadingRecord, { readingType: T['readingType'] }>;
}

/**
 * A friend who signed up through a user's link (id = the friend's user id). 'pending' until the
 * friend completes a first reading, then 'completed' (counted), 'capped' (past the referrer's
 * daily cap, never counted) or 'declined' (never counted: the friend's first photo, byte for byte,
 * had been read for the referrer or another friend they brought). Either side is anonymised (null) when that person deletes their account.
 */
export type ReferralOutcome = 'completed' | 'capped' | 'declined';

export interface ReferralRecord {
  id: string;
  referrerId: string | null;
  referredUserId: string | null;
  shareId: string | null;
  status: 'pending' | ReferralOutcome;
  /** The hash of the device the friend signed up on: a device brings one referral, its first. */
  deviceKey: string | null;
  createdAt: Date;
}

export interface SessionData {
  userId: string;
  firebaseUid: string;
}

export interface SessionRecord {
  sid: string;
  sess: SessionData;
  expire: Date;
}
