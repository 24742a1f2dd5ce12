/**
 * Every API path, declared in one place for the server's routes (http/routes.ts) and the web client.
 * `API_PATTERNS` are the routes' paths under API_BASE, with Express's `:param` segments;
 * `API_PATHS` fills them in for a request.
 */
export const API_BASE = '/api/v1';

export const API_PATTERNS = {
  health: '/health',
  authFirebase: '/auth/firebase',
  authUser: '/auth/user',
  authLogout: '/auth/logout',
  authLogoutEverywhere: '/auth/logout-everywhere',
  readingsUpload: '/readings/upload',
  readingsList: '/readings/list',
  readingEligibility: '/readings/eligibility/reading',
  compatibilityEligibility: '/readings/eligibility/compatibility',
  readingsCompatibility: '/readings/compatibility',
  compatibilityResult: '/readings/compatibility/:shareId',
  readingRetrieve: '/readings/retrieve/:readingId',
  reading: '/readings/:readingId',
  readingSeen: '/readings/:readingId/seen',
  accountExport: '/account/export',
  account: '/account',
  shared: '/shared/:shareId',
  sharedImage: '/shared/:shareId/image',
  sharedCard: '/shared/:shareId/card',
  image: '/images/:readingId',
  subscriptions: '/subscriptions',
  stripeWebhook: '/stripe/webhook',
} as const;
export type ApiPattern = (typeof API_PATTERNS)[keyof typeof API_PATTERNS];

/** A pattern's path for a request: its `:param` segments filled in, each encoded. */
function filled(pattern: ApiPattern, params: Record<string, string> = {}): string {
  return API_BASE + pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export const API_PATHS = {
  health: filled(API_PATTERNS.health),
  authFirebase: filled(API_PATTERNS.authFirebase),
  authUser: filled(API_PATTERNS.authUser),
  authLogout: filled(API_PATTERNS.authLogout),
  /** POST: ends every session of the account, on every device. */
  authLogoutEverywhere: filled(API_PATTERNS.authLogoutEverywhere),
  readingsUpload: filled(API_PATTERNS.readingsUpload),
  readingsList: filled(API_PATTERNS.readingsList),
  readingEligibility: (userId: string) =>
    `${filled(API_PATTERNS.readingEligibility)}?userId=${encodeURIComponent(userId)}`,
  compatibilityEligibility: (userId: string) =>
    `${filled(API_PATTERNS.compatibilityEligibility)}?userId=${encodeURIComponent(userId)}`,
  /** POST { partnerReadingShareId }: a compatibility result with a friend's shared reading. */
  readingsCompatibility: filled(API_PATTERNS.readingsCompatibility),
  /** GET: a compatibility result by its share id, for its two people only. */
  compatibilityResult: (shareId: string) => filled(API_PATTERNS.compatibilityResult, { shareId }),
  /** GET: one reading by its id, for its owner (and a compatibility result's partner). */
  readingRetrieve: (readingId: string) => filled(API_PATTERNS.readingRetrieve, { readingId }),
  /**
   * One of the user's own readings: PATCH { isPublic, sharePhoto } to show or hide it and choose what
   * of its photo goes with its link, DELETE to delete it.
   */
  reading: (readingId: string) => filled(API_PATTERNS.reading, { readingId }),
  /** POST: the partner of a compatibility result someone made with them has opened it. */
  readingSeen: (readingId: string) => filled(API_PATTERNS.readingSeen, { readingId }),
  /** POST (a write's same-origin check keeps other sites from starting it): a zip of everything Palme holds about the user (palme-data.json and their palm photos). */
  accountExport: filled(API_PATTERNS.accountExport),
  /** DELETE: the account and everything of it. */
  account: filled(API_PATTERNS.account),
  shared: (shareId: string) => filled(API_PATTERNS.shared, { shareId }),
  /** The owner's own palm photo. */
  image: (readingId: string) => filled(API_PATTERNS.image, { readingId }),
  /** The palm photo of a shared reading, for anyone with its link. */
  sharedImage: (shareId: string) => filled(API_PATTERNS.sharedImage, { shareId }),
  /** A shared reading's link-preview card (JPEG): its archetype and the palm shared with it. */
  sharedCard: (shareId: string) => filled(API_PATTERNS.sharedCard, { shareId }),
  subscriptions: filled(API_PATTERNS.subscriptions),
  stripeWebhook: filled(API_PATTERNS.stripeWebhook),
} as const;

/** The pages the API draws itself (a shared reading's and an invitation's link previews, the dashboard). */
export const DRAWN_PAGES = {
  shared: '/shared/:shareId',
  compatibility: '/compatibility/:shareId',
  dashboard: '/dashboard',
} as const;
export type DrawnPage = (typeof DRAWN_PAGES)[keyof typeof DRAWN_PAGES];

/** The multipart field that carries the palm photo. */
export const UPLOAD_FIELD = 'palmImage';
/** The upload's field that says whose palm the photo shows: 'self' (the default, when absent) or 'other'. */
export const PALM_OF_FIELD = 'palmOf';
/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The reader's own date (YYYY-MM-DD), sent by the app with every request, so the daily parts of a
 * reading turn at the reader's midnight. Without it (other API clients) the day is UTC's.
 */
export const LOCAL_DATE_HEADER = 'X-Local-Date';
/** Optional request header that makes a retried upload create (and bill) one reading. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
