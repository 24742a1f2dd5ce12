/** The storage port the API is built on; data/ implements it over Firestore. */
import type { CompatibilityContent } from '../contract/readingContent.js';
import type {
  PalmReadingRecord,
  PartnerView,
  ReadingFields,
  ReadingKind,
  ReadingRecord,
  ReferralOutcome,
  ReferralRecord,
  SessionRecord,
  SharedReadingRecord,
  UserRecord,
} from './entities.js';
import type { PaymentEvent } from './payments.js';

export type PaymentEventResult = 'applied' | 'ignored' | 'duplicate';

/** What a sign-in finds of a phone identity before anything is written. */
export interface KnownIdentity {
  /** The user this Firebase uid is linked to, if any. */
  byUid: string | null;
  /** The user this phone number is linked to, if any. */
  byPhone: string | null;
  /** Whether this number was ever given the starter credits (kept when its account is deleted). */
  starterGranted: boolean;
}

/**
 * One all-or-nothing unit of work, for rules that must see and change several records together
 * (credits, referrals, starter grants: the use cases decide them). Reads see the database as it was
 * when the work began, never the work's own writes; writes are applied together when the work
 * returns, and none of them if it throws. The work may run again when another request changed what
 * it read, so it must do nothing else that cannot be repeated.
 */
export interface StoreTransaction {
  user(id: string): Promise<UserRecord | null>;
  reading(id: string): Promise<ReadingRecord | null>;
  /** The referral that brought this user (keyed by them), if any. */
  referralOf(userId: string): Promise<ReferralRecord | null>;
  /** Whether a newcomer on this device (UserRecord.deviceKeys) was already brought by a referral. */
  deviceReferred(deviceKey: string): Promise<boolean>;
  identity(firebaseUid: string, phoneNumber: string): Promise<KnownIdentity>;

  createUser(user: UserRecord): void;
  updateUser(id: string, changes: Partial<UserRecord>): void;
  /** Links the uid to the user: one user per uid (a link left by a user who is gone is taken over). */
  linkUid(firebaseUid: string, userId: string): void;
  /** Links the number to the user: one user per phone number (kept as a keyed hash, never in the clear). */
  linkPhone(phoneNumber: string, userId: string): void;
  /** Remembers that this number had the starter credits; kept when its account is deleted. */
  recordStarterGrant(phoneNumber: string, at: Date): void;
  createReferral(referral: ReferralRecord): void;
  /** Closes the pending referral that brought this user: counted for the referrer, or not (capped, declined). */
  settleReferral(userId: string, status: ReferralOutcome, at: Date): void;
  /** Who had readings made from a photo with these bytes (ReadingRecord.photoHash): up to `max` user ids. */
  readersOfPhoto(photoHash: string, max: number): Promise<string[]>;
  /** Creates the reading; a public palm reading gets its projection, showing the owner's name. */
  createReading(reading: ReadingRecord, ownerName: string): void;
  /**
   * Changes how a palm reading is shared: its public projection appears, changes or goes with it
   * (`reading` is the reading as it will be).
   */
  updateReadingSharing(reading: PalmReadingRecord, ownerName: string): void;
  /** Deletes a reading and its public projection. */
  deleteReading(reading: ReadingRecord): void;
  /** Changes a compatibility result on its partner's side: opened by them, or let go of by them. */
  updatePartnerResult(readingId: string, change: PartnerResultChange): void;

  /** The user a payment provider's customer is kept on (UserRecord.stripeCustomerId), if any. */
  userOfPaymentCustomer(customerId: string): Promise<UserRecord | null>;
  /** Whether a payment event with this id was recorded (each is applied once). */
  paymentEventRecorded(eventId: string): Promise<boolean>;
  /**
   * Records a payment event: whose it was (null when no account took it) and whether it was applied.
   * Kept only while the provider may send it again.
   */
  recordPaymentEvent(event: PaymentEvent, userId: string | null, result: 'applied' | 'ignored', at: Date): void;
}

/**
 * A compatibility result as its partner leaves it: `partnerView` as it will be (opened: seenAt set),
 * and when they let go of it, the owner's words without the partner's name and no pointer to them.
 */
export type PartnerResultChange =
  { kind: 'seen'; partnerView: PartnerView } | { kind: 'forget'; content: CompatibilityContent; updatedAt: Date };

/**
 * A reading or referral as its owner's export shows it: never another person's identifiers (their
 * user id, Firebase uid, or the link of their own result).
 */
export type ExportedReading = ReadingKind & Omit<ReadingFields, 'partnerUserId' | 'partnerView'>;
export type ExportedPartnerResult = ReadingKind &
  Pick<ReadingRecord, 'compatibilityOutcome' | 'keyInsight' | 'createdAt'>;
export type ExportedReferral = Pick<ReferralRecord, 'status' | 'createdAt'>;

/** Everything stored about one user, for their export. */
export interface UserExport {
  user: UserRecord;
  readings: ExportedReading[];
  /** Compatibility results someone else created with this user as the partner: their words and date. */
  compatibilityWithMe: ExportedPartnerResult[];
  referralsMade: ExportedReferral[];
  referredBy: ExportedReferral | null;
  sessions: Array<{ expire: Date }>;
}

/** What deleting an account leaves to do outside the database. */
export interface DeletedAccount {
  user: UserRecord;
  /** Every Firebase uid the user signed in with (their photos are under palms/{uid}/). */
  firebaseUids: string[];
  photos: string[];
}

/** Sessions, stored under a hash of their id. */
export interface SessionStore {
  createSession(session: SessionRecord): Promise<void>;
  findSession(sid: string): Promise<SessionRecord | null>;
  deleteSession(sid: string): Promise<void>;
  /** Ends every session of the user, on every device; says how many there were. */
  deleteSessionsOf(userId: string): Promise<number>;
}

/** Readings and their public projections, read outside a transaction. */
export interface ReadingStore {
  findReading(id: string): Promise<ReadingRecord | null>;
  findReadingByShareId(shareId: string): Promise<ReadingRecord | null>;
  /**
   * The user's readings and the compatibility results others made with them that keep a view for
   * them (ReadingRecord.partnerView), newest first.
   */
  listReadings(userId: string): Promise<ReadingRecord[]>;
  /** The owner's newest palm (non-compatibility) reading. */
  latestPalmReading(userId: string): Promise<PalmReadingRecord | null>;
  /** A public palm reading's projection by its share id (one document read), or null. */
  findSharedReading(shareId: string): Promise<SharedReadingRecord | null>;
  /**
   * Writes the projection of a public palm reading made before projections were kept, only if the
   * reading still exists and is still public when the projection is written (a reading made private
   * or deleted meanwhile stays so); false when it was not written.
   */
  publishSharedReading(reading: PalmReadingRecord, ownerName: string | null): Promise<boolean>;
  /** Adds counted views to the reading with this share id (none, if it is gone). */
  addViews(shareId: string, count: number): Promise<void>;
  /** Whether a reading of this owner shows this photo (readings made long ago may share one). */
  photoInUse(userId: string, imagePath: string): Promise<boolean>;
}

/** A user's account as a whole: read, exported, deleted. */
export interface AccountStore {
  findUser(id: string): Promise<UserRecord | null>;
  exportUser(userId: string): Promise<UserExport | null>;
  /**
   * Marks the account as being deleted (UserRecord.deletingAt; kept if already set), then reads what
   * deleting it will remove outside the database: anything added before the mark is listed, nothing
   * can be added after it. Null when there is no such user.
   */
  beginAccountDeletion(userId: string, now: Date): Promise<DeletedAccount | null>;
  /**
   * Deletes the user and everything of theirs: readings and projections, sessions, indexes; their
   * referrals and the compatibility results they are the partner in are anonymised; the starter
   * grant (a keyed hash of the number) stays. Idempotent; the user record goes last.
   */
  deleteAccount(userId: string, now: Date): Promise<void>;
  /** Accounts marked for deletion before `markedBefore` (deletions that stalled part way), at most `max`. */
  stalledDeletions(markedBefore: Date, max: number): Promise<UserRecord[]>;
}

/**
 * The whole storage port, one part per aggregate; what spans records is decided in a use case over
 * `transaction` (StoreTransaction).
 */
export interface PalmeStore extends SessionStore, ReadingStore, AccountStore {
  ping(): Promise<void>;
  /** Runs the work as one transaction (StoreTransaction) and answers what it returns. */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
}
