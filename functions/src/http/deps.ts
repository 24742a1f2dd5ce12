import type { Reading, SharedReading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import type { Ports } from '../usecases/ports.js';
import type { RenderedPage } from '../contract/drawnPage.js';
import type { RateLimits, SharedCounters } from './rateLimits.js';
import type { Sessions } from './session.js';
import type { ViewCounter } from '../usecases/viewCounter.js';

/** What routers may use: the use cases' ports plus this app's session reader and view counter. Each router picks its own. */
export type AppContext = AppDeps & { sessions: Sessions; views: ViewCounter };

/** Everything the API needs from the outside world; index.ts wires the real ones, tests their own. */
export interface AppDeps extends Ports {
  version: string;
  /** Session cookies carry the Secure flag: true everywhere but the local emulators' plain HTTP. */
  secureCookies: boolean;
  /** Per-client limits; null turns them off (tests and benchmarks that need volume). */
  rateLimits: RateLimits | null;
  /** Where the costly limits count, shared by every instance (absent: each instance's memory). */
  sharedCounters?: SharedCounters;
  /**
   * The proxies whose X-Forwarded-For entries are believed (Express `trust proxy`, proxy-addr
   * names and CIDRs); the client is the rightmost address not in this list. Default: TRUSTED_PROXIES.
   */
  trustedProxies?: readonly string[];
  /** Counts shared views off the request path (default: one over `store`); its owner flushes it on shutdown. */
  views?: ViewCounter;
  /** How long a request may take before it is answered 503 (default 20 s). */
  requestTimeoutMs?: number;
  /** The web app's index.html, for link previews of shared and invitation links (absent: not served). */
  spaShell?: () => Promise<string>;
  /**
   * Draws a shared reading's page as the web app does (web/src/prerender.tsx), so a shared link
   * paints before any script runs (absent: the page is drawn in the browser only).
   */
  renderSharedReading?: (shared: SharedReading) => Promise<RenderedPage>;
  /** Draws a signed-in user's dashboard the same way (absent: drawn in the browser only). */
  renderDashboard?: (user: User, readings: Reading[]) => Promise<RenderedPage>;
}
