/** Every API path, built in one place for the server's routers and the web client. */
export const API_BASE = '/api/v1';

const q = encodeURIComponent;

export const API_PATHS = {
  health: `${API_BASE}/health`,
  authFirebase: `${API_BASE}/auth/firebase`,
  authUser: `${API_BASE}/auth/user`,
  authLogout: `${API_BASE}/auth/logout`,
  /** POST: ends every session of the account, on every device. */
  authLogoutEverywhere: `${API_BASE}/auth/logout-everywhere`,
  readingsUpload: `${API_BASE}/readings/upload`,
  readingsList: `${API_BASE}/readings/list`,
  readingEligibility: (userId: string) => `${API_BASE}/readings/eligibility/reading?userId=${q(userId)}`,
  compatibilityEligibility: (userId: string) => `${API_BASE}/readings/eligibility/compatibility?userId=${q(userId)}`,
  readingsCompatibility: `${API_BASE}/readings/compatibility`,
  readingRetrieve: (id: string) => `${API_BASE}/readings/retrieve/${q(id)}`,
  /** One of the user's own readings: PATCH { isPublic } to show or hide it, DELETE to delete it. */
  reading: (readingId: string) => `${API_BASE}/readings/${q(readingId)}`,
  /** POST (a write's same-origin check keeps other sites from starting it): a zip of everything Palme holds about the user (palme-data.json and their palm photos). */
  accountExport: `${API_BASE}/account/export`,
  /** DELETE: the account and everything of it. */
  account: `${API_BASE}/account`,
  shared: (shareId: string) => `${API_BASE}/shared/${q(shareId)}`,
  /** The owner's own palm photo. */
  image: (readingId: string) => `${API_BASE}/images/${q(readingId)}`,
  /** The palm photo of a shared reading, for anyone with its link. */
  sharedImage: (shareId: string) => `${API_BASE}/shared/${q(shareId)}/image`,
  subscriptions: `${API_BASE}/subscriptions`,
  stripeWebhook: `${API_BASE}/stripe/webhook`,
} as const;

/** The multipart field that carries the palm photo. */
export const UPLOAD_FIELD = 'palmImage';
/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The reader's own date (YYYY-MM-DD), sent by the app with every request, so the daily parts of a
 * reading turn at the reader's midnight. Without it (other API clients) the day is UTC's.
 */
export const LOCAL_DATE_HEADER = 'X-Local-Date';
/** Optional request header that makes a retried upload create (and bill) one reading. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
