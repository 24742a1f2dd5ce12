/** The storage port the API is built on; data/ implements it over Firestore. */
import type {
  NewReading,
  ReadingRecord,
  ReferralRecord,
  SessionRecord,
  SharedReadingRecord,
  UserRecord,
} from './entities.js';
import type { PaymentEvent, SubscriptionSnapshot } from './payments.js';

export type PaymentEventResult = 'applied' | 'ignored' | 'duplicate';

export interface SignInInput {
  firebaseUid: string;
  phoneNumber: string;
  displayName: string;
  referrerId: string | null;
  shareId: string | null;
}

export interface SignInResult {
  user: UserRecord;
  created: boolean;
  referral: ReferralRecord | null;
}

export interface CreateReadingInput {
  userId: string;
  readingId: string;
  shareId: string;
  now: Date;
  /** Builds the reading from the owner as the transaction sees them; throw a DomainError to refuse. */
  build(user: UserRecord): NewReading;
  /**
   * Palm readings: what the referrer of a newcomer gains when this is the newcomer's first reading,
   * or null when it does not count (domain/credits.ts referralReward).
   */
  rewardReferrer?(referrer: UserRecord): Partial<UserRecord> | null;
}

/** What deleting one reading leaves to do outside the database. */
export interface DeletedReading {
  /** The photo no remaining reading of the owner uses, to delete; null when there is none. */
  unusedPhoto: string | null;
}

/**
 * A reading or referral as its owner's export shows it: never another person's identifiers (their
 * user id, Firebase uid, or the link of their own result).
 */
export type ExportedReading = Omit<ReadingRecord, 'partnerUserId'>;
export type ExportedPartnerResult = Pick<
  ReadingRecord,
  'readingType' | 'compatibilityOutcome' | 'keyInsight' | 'content' | 'createdAt'
>;
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

export interface CreateReadingResult {
  reading: ReadingRecord;
  /** False when a retried request found the reading it had already created. */
  created: boolean;
}

export interface PalmeStore {
  ping(): Promise<void>;
  findUser(id: string): Promise<UserRecord | null>;
  /** Creates the user on first sign-in (and the referral), or updates the name. One user per uid and phone. */
  signIn(input: SignInInput, now: Date, newUserId: string): Promise<SignInResult>;
  createSession(session: SessionRecord): Promise<void>;
  findSession(sid: string): Promise<SessionRecord | null>;
  deleteSession(sid: string): Promise<void>;
  /** Ends every session of the user, on every device; says how many there were. */
  deleteSessionsOf(userId: string): Promise<number>;
  findReading(id: string): Promise<ReadingRecord | null>;
  findReadingByShareId(shareId: string): Promise<ReadingRecord | null>;
  listReadings(userId: string): Promise<ReadingRecord[]>;
  /** The owner's newest palm (non-compatibility) reading. */
  latestPalmReading(userId: string): Promise<ReadingRecord | null>;
  /** A public palm reading's projection by its share id (one document read), or null. */
  findSharedReading(shareId: string): Promise<SharedReadingRecord | null>;
  /**
   * Writes the projection of a public palm reading made before projections were kept, only if the
   * reading still exists and is still public when the projection is written (a reading made private
   * or deleted meanwhile stays so); false when it was not written.
   */
  publishSharedReading(reading: ReadingRecord, ownerName: string | null): Promise<boolean>;
  /** Adds counted views to the reading with this share id (none, if it is gone). */
  addViews(shareId: string, count: number): Promise<void>;
  /** Creates a palm reading and spends a reading credit (unless premium), all or nothing. */
  createPalmReading(input: CreateReadingInput): Promise<CreateReadingResult>;
  /** Keeps the first Stripe customer id a user gets; returns the one kept. */
  setStripeCustomer(userId: string, customerId: string): Promise<string>;
  /** Writes a subscription's state on its user, unless newer news is already there. */
  saveSubscription(userId: string, subscription: SubscriptionSnapshot, syncedAt: Date): Promise<UserRecord | null>;
  /** Records a webhook event once and applies the subscription it concerns; 'duplicate' when seen before. */
  applyPaymentEvent(
    event: PaymentEvent,
    subscription: SubscriptionSnapshot | null,
    syncedAt: Date,
  ): Promise<PaymentEventResult>;
  /** Creates a compatibility reading and spends a compatibility credit (unless premium), all or nothing. */
  createCompatibilityReading(input: CreateReadingInput): Promise<CreateReadingResult>;
  /**
   * Makes one of the owner's palm readings public or private; its public projection appears or
   * goes with it. Null when the owner has no such reading.
   */
  setReadingVisibility(userId: string, readingId: string, isPublic: boolean, now: Date): Promise<ReadingRecord | null>;
  /** Deletes one of the owner's readings and its projection. Null when there is no such reading (any more). */
  deleteReading(userId: string, readingId: string): Promise<DeletedReading | null>;
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
}
