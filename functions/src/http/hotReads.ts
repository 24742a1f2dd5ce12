/**
 * The two most requested reads, answered before Express sees the request: a shared reading (every
 * visit of every shared link) and the signed-in user's reading list (every dashboard visit).
 *
 * Why not through Express: measured under load (`npm run bench`, api), Express's own request
 * set-up and routing cost these reads 16–27 % more time than the Firestore read each one wraps,
 * more than everything else the API does for them; served here they take what the read takes.
 *
 * They get what the API's router gives every call (app.ts): `Cache-Control: private, no-store`, the
 * deadline (a 503 with Retry-After instead of a hang), their rate limits, and errors
 * answered from the one catalogue (errorMiddleware.ts). Anything these do not match exactly (another
 * method, a longer path, a malformed escape) goes on to Express, which answers it as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE, API_PATHS, API_PATTERNS } from '../contract/paths.js';
import { listReadings, viewSharedReading } from '../usecases/readings.js';
import type { Ports } from '../usecases/ports.js';
import { deadline } from './deadline.js';
import type { AppContext } from './deps.js';
import { answerError, sendJson } from './errorMiddleware.js';
import type { RateLimiters } from './rateLimits.js';
import { dayOf } from './readerDay.js';
import { readingToWire, sharedReadingToWire } from './toWire.js';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => unknown;

// Their routes, declared here rather than in route.ts (Express never sees them): GET (and HEAD),
// anyone for a shared reading (limit sharedViews), the session's user for the list (limit ownData).
const SHARED = API_BASE + API_PATTERNS.shared.slice(0, -':shareId'.length);
const LIST = API_PATHS.readingsList;

/** One path segment as Express would give it as a parameter; null for more than one, or a malformed one. */
function decoded(segment: string): string | null {
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Answers the request and says true when it is one of the hot reads; false hands it on. */
export type HotReads = (req: IncomingMessage, res: ServerResponse) => boolean;

export function hotReads(
  deps: Pick<Ports, 'store' | 'engine' | 'clock' | 'log'> & Pick<AppContext, 'sessions' | 'views'>,
  limits: Pick<RateLimiters, 'sharedViews' | 'ownData'>,
  timeoutMs: number,
): HotReads {
  const withDeadline = deadline(timeoutMs);
  const sharedViews = limits.sharedViews as unknown as Handler;
  const ownData = limits.ownData as unknown as Handler;

  const answer = (res: ServerResponse, read: Promise<unknown>) =>
    read.then(
      (body) => {
        if (!res.headersSent) sendJson(res, 200, body);
      },
      (err: unknown) => answerError(res, err, deps.log),
    );

  const shared = (req: IncomingMessage, res: ServerResponse, shareId: string) =>
    sharedViews(req, res, (err) => {
      if (err) answerError(res, err, deps.log);
      else void answer(res, viewSharedReading(deps, shareId, dayOf(req, deps.clock())).then(sharedReadingToWire));
    });

  // The list needs only whose readings: the session says, without reading the user; the list is
  // read beside the session when this instance has seen the session before.
  const list = (req: IncomingMessage, res: ServerResponse) =>
    ownData(req, res, (err) => {
      if (err) answerError(res, err, deps.log);
      else
        void answer(
          res,
          deps.sessions.readForUser(req, async (userId) =>
            (await listReadings(deps, userId, dayOf(req, deps.clock()))).map((r) => readingToWire(r, userId)),
          ),
        );
    });

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    let path = query === -1 ? url : url.slice(0, query);
    // As Express's routes: one trailing slash is the same address.
    if (path.endsWith('/')) path = path.slice(0, -1);
    let serve: (() => unknown) | null = null;
    if (path === LIST) {
      serve = () => list(req, res);
    } else if (path.startsWith(SHARED)) {
      const shareId = decoded(path.slice(SHARED.length));
      if (shareId !== null) serve = () => shared(req, res, shareId);
    }
    if (!serve) return false;
    // Every answer, a refusal or an error included, goes out through sendJson: private, no-store.
    withDeadline(req, res, serve);
    return true;
  };
}
