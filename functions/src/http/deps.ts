import type { BlobStore } from '../blobs/BlobStore.js';
import type { IdentityVerifier } from '../domain/identity.js';
import type { Payments } from '../domain/payments.js';
import type { IdSource } from '../domain/ids.js';
import type { PalmeStore } from '../domain/store.js';
import type { ReadingEngine } from '../reading/readingEngine.js';
import type { RateLimits } from './rateLimits.js';
import type { Sessions } from './session.js';

/** What routers get: the dependencies plus the app's session reader. */
export type AppContext = AppDeps & { sessions: Sessions };

/** Everything the API needs from the outside world; index.ts wires the real ones, tests their own. */
export interface AppDeps {
  store: PalmeStore;
  blobs: BlobStore;
  identity: IdentityVerifier;
  engine: ReadingEngine;
  clock: () => Date;
  ids: IdSource;
  log: (message: string, err?: unknown) => void;
  version: string;
  /** Stripe; null when payments are not configured (the subscription calls then answer 503). */
  payments: Payments | null;
  /** Per-client limits; null turns them off (tests and benchmarks that need volume). */
  rateLimits: RateLimits | null;
  /** How long each instance trusts a session record it has read (default 30 s). */
  sessionCacheMs?: number;
  /** How long a request may take before it is answered 503 (default 20 s). */
  requestTimeoutMs?: number;
  /** The web app's index.html, for link previews of shared and invitation links (absent: not served). */
  spaShell?: () => Promise<string>;
}
