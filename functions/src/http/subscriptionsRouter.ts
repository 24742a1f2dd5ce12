import { Router } from 'express';
import type { StartSubscription, SubscriptionStatus } from '../contract/subscription.js';
import type { UserRecord } from '../domain/entities.js';
import { isPremium } from '../domain/premium.js';
import type { Ports } from '../usecases/ports.js';
import { cancelSubscription, requirePayments, startSubscription } from '../usecases/subscriptions.js';
import type { AppContext } from './deps.js';

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
): Router {
  const router = Router();
  router.use('/subscriptions', deps.sessions.requireUser);

  router.get('/subscriptions', async (req, res) => {
    requirePayments(deps);
    res.json(statusBody(await deps.sessions.currentUser(req), deps.clock()));
  });

  router.post('/subscriptions', async (req, res) => {
    const started = await startSubscription(deps, await deps.sessions.currentUser(req));
    const body: StartSubscription = { subscriptionId: started.subscriptionId, clientSecret: started.clientSecret };
    res.status(started.created ? 201 : 200).json(body);
  });

  router.delete('/subscriptions', async (req, res) => {
    const user = await cancelSubscription(deps, await deps.sessions.currentUser(req));
    res.json(statusBody(user, deps.clock()));
  });

  return router;
}
