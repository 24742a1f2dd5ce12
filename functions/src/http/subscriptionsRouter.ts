import { Router } from 'express';
import { API_PATTERNS } from '../contract/paths.js';
import type { StartSubscription, SubscriptionStatus } from '../contract/subscription.js';
import type { UserRecord } from '../domain/entities.js';
import { isPremium } from '../domain/premium.js';
import type { Ports } from '../usecases/ports.js';
import { cancelSubscription, requirePayments, startSubscription } from '../usecases/subscriptions.js';
import type { AppContext } from './deps.js';
import { routesOn, type RouteContext } from './route.js';

function statusBody(user: UserRecord, now: Date): SubscriptionStatus {
  return {
    hasSubscription: isPremium(user, now),
    status: user.subscriptionStatus,
    currentPeriodEnd: user.subscriptionExpiresAt?.toISOString() ?? null,
    unlockedReadings: user.unlockedReadings,
    referralCount: user.referralCount,
  };
}

/** The signed-in user's premium subscription: status, start (with a payment to confirm), cancel. */
export function subscriptionsRouter(
  deps: Pick<Ports, 'store' | 'payments' | 'clock'> & Pick<AppContext, 'sessions'>,
  context: RouteContext,
): Router {
  const router = Router();
  const on = routesOn(router, context);
  const path = API_PATTERNS.subscriptions;

  on({ method: 'get', path, session: 'user', limits: ['ownData'] }, async (req, res) => {
    requirePayments(deps);
    res.json(statusBody(await deps.sessions.currentUser(req), deps.clock()));
  });

  on({ method: 'post', path, session: 'user', limits: ['stripeCalls'] }, async (req, res) => {
    const started = await startSubscription(deps, await deps.sessions.currentUser(req));
    const body: StartSubscription = { subscriptionId: started.subscriptionId, clientSecret: started.clientSecret };
    res.status(started.created ? 201 : 200).json(body);
  });

  on({ method: 'delete', path, session: 'user', limits: ['stripeCalls'] }, async (req, res) => {
    const user = await cancelSubscription(deps, await deps.sessions.currentUser(req));
    res.json(statusBody(user, deps.clock()));
  });

  return router;
}
