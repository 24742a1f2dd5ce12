import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import proxyaddr from 'proxy-addr';
import { API_BASE, DRAWN_PAGES } from '../contract/paths.js';
import { accountRouter } from './accountRouter.js';
import { authRouter } from './authRouter.js';
import { deadline } from './deadline.js';
import type { AppContext, AppDeps } from './deps.js';
import { rateLimiters, type TrustProxy } from './rateLimits.js';
import { createSessions } from './session.js';
import { errorHandler, notFoundHandler } from './errorMiddleware.js';
import { forwardingChainLogger } from './forwardingChain.js';
import { healthRouter } from './healthRouter.js';
import { hotReads } from './hotReads.js';
import { dashboardPageRouter } from './dashboardPageRouter.js';
import { linkPreviewRouter } from './linkPreviewRouter.js';
import { readingsRouter } from './readingsRouter.js';
import { pageSecurityHeaders } from './pageHeaders.js';
import { sameOriginWrites } from './sameOrigin.js';
import { photosRouter } from './photosRouter.js';
import type { RouteContext } from './route.js';
import { stripeWebhookRouter } from './stripeWebhookRouter.js';
import { subscriptionsRouter } from './subscriptionsRouter.js';
import { createViewCounter } from '../usecases/viewCounter.js';

export type { AppDeps } from './deps.js';

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * The proxies in front of the API, whose X-Forwarded-For entries are believed: the function's own
 * platform (its requests arrive from loopback, link-local or private addresses) and Google's front
 * ends (35.191.0.0/16, 130.211.0.0/22), through which Hosting's rewrites reach the function. Each
 * appends the address it saw to X-Forwarded-For, so the client is the rightmost address that is
 * not one of them; entries a client writes itself sit to the left and are never read. (A request
 * sent straight to the function's own URL has the caller's real address rightmost.)
 */
export const TRUSTED_PROXIES: readonly string[] = [
  'loopback',
  'linklocal',
  'uniquelocal',
  '35.191.0.0/16',
  '130.211.0.0/22',
];

/**
 * Express's `trust proxy` for these proxies, and for a peer on a Unix socket, which only a process
 * on the same machine can be: the Functions emulator hands requests to the function that way.
 */
export function trustProxies(proxies: readonly string[]): TrustProxy {
  const trusted = proxyaddr.compile([...proxies]);
  return (address, hop) => (address ? trusted(address, hop) : hop === 0);
}

/** The API as Node's HTTP servers and Cloud Functions call it. */
export type Api = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Builds the API (/api/v1 and the pages it renders); reads no configuration of its own. The two
 * hottest reads are answered before Express (hotReads.ts); everything else goes through Express.
 */
export function createApp(appDeps: AppDeps): Api {
  const deps: AppContext = {
    ...appDeps,
    sessions: createSessions(appDeps.store, appDeps.clock),
    views: appDeps.views ?? createViewCounter(appDeps.store, appDeps.log),
  };
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed for every answer (a hash of each body): API answers are never cached
  // (private, no-store); the photos, which are revalidated, name their own (photosRouter.ts).
  app.set('etag', false);
  const trust = trustProxies(deps.trustedProxies ?? TRUSTED_PROXIES);
  app.set('trust proxy', trust);
  const timeoutMs = deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  const api = express.Router();
  // Hosting must never cache or strip what the API answers.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  api.use(deadline(timeoutMs));
  api.use(sameOriginWrites);
  const limits = rateLimiters(deps.rateLimits, deps.sessions, trust, deps.sharedCounters);
  // Each route declares its method, path, session need and limits where it is handled (route.ts).
  const routes: RouteContext = { sessions: deps.sessions, limits };
  api.use(authRouter(deps, routes));
  api.use(readingsRouter(deps, routes));
  api.use(photosRouter(deps, routes));
  api.use(accountRouter(deps, routes));
  api.use(subscriptionsRouter(deps, routes));
  api.use(stripeWebhookRouter(deps, routes));
  api.use(healthRouter(deps, routes));
  api.use(notFoundHandler);

  app.use(API_BASE, api);
  if (deps.spaShell) {
    app.use(Object.values(DRAWN_PAGES), pageSecurityHeaders);
    // A drawn page carries its markup and the app's styles (~55 KB), not its data: compressed, with its
    // headers, it fits the first round trip of a new connection (~14 KB; web/src/app/serverState.ts). Brotli at 6 is a tenth smaller than the default
    // 4 at about the same cost (~3 ms a page, measured).
    app.use(
      Object.values(DRAWN_PAGES),
      compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } } }),
    );
    app.use(linkPreviewRouter(deps, deps.spaShell, routes));
    app.use(dashboardPageRouter(deps, deps.spaShell, routes));
  }
  app.use(notFoundHandler);
  app.use(errorHandler(deps.log));

  const hot = hotReads(deps, limits, timeoutMs);
  const observeForwarding = forwardingChainLogger(trust, deps.log);
  return (req, res) => {
    observeForwarding(req);
    if (!hot(req, res)) app(req, res);
  };
}
