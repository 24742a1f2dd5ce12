import type { RequestHandler, Router } from 'express';
import type { ApiPattern, DrawnPage } from '../contract/paths.js';
import type { RateLimiters } from './rateLimits.js';
import type { Sessions } from './session.js';

/**
 * Who may call a route: `user`, a live session whose user exists; `session`, a live session (its
 * user may be gone, as after a deletion elsewhere); `anyone`, no session needed (the handler reads
 * one if it cares, as logout and account deletion do: asked twice, they answer the same).
 */
export type SessionNeed = 'user' | 'session' | 'anyone';

/** One API route, declared once: method, path, who may call it and the limits it counts against. */
export interface RouteDeclaration {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Under API_BASE, or one of the pages the API draws. */
  path: ApiPattern | DrawnPage;
  session: SessionNeed;
  /** The rate limits it counts against, in this order; none only where the caller is authenticated otherwise (Stripe's signature). */
  limits: readonly (keyof RateLimiters)[];
  /**
   * What must hold before the request counts against a limit, beside the session check: the
   * sign-in's token, verified (a request refused here spends nobody's allowance).
   */
  before?: readonly RequestHandler[];
}

export interface RouteContext {
  sessions: Pick<Sessions, 'requireSession' | 'requireUser'>;
  limits: RateLimiters;
}

/**
 * How routes are declared on `router`: `const on = routesOn(router, context)`, then for each route
 * `on({ method, path, session, limits }, ...handlers)`. The session check runs first, and what the
 * route needs `before` it counts (a sign-in's token), then its limits, then `handlers` (body
 * parsers, then the route's own): a request without a session or identity is refused before it
 * counts, so nobody can spend the allowance of an address they share with others (a carrier's NAT, a
 * campus) by sending requests that carry none.
 */
export function routesOn(router: Router, { sessions, limits }: RouteContext) {
  return (route: RouteDeclaration, ...handlers: RequestHandler[]): void => {
    const guard =
      route.session === 'user' ? [sessions.requireUser] : route.session === 'session' ? [sessions.requireSession] : [];
    router[route.method](
      route.path,
      ...guard,
      ...(route.before ?? []),
      ...route.limits.map((name) => limits[name]),
      ...handlers,
    );
  };
}
