import { Router } from 'express';
import { ERROR_CODES } from '../contract/errors.js';
import type { StartSubscription, SubscriptionStatus } from '../contract/subscription.js';
import { ApiError } from '../domain/ApiError.js';
import type { UserRecord } from '../domain/entities.js';
import { LIVE_STATUSES, type Payments } from '../domain/payments.js';
import { isPremium } from '../domain/premium.js';
import type { AppContext } from './deps.js';

export function paymentsOf(deps: AppContext): Payments {
  if (!deps.payments) {
    throw new ApiError(503, ERROR_CODES.paymentsUnconfigured, 'Payments are not configured on this server yet.');
  }
  return deps.payments;
}

function statusBody(user: UserRecord, now: Date): SubscriptionStatus {
  return {
    hasSubscription: isPremium(user, now),
    status: user.subscriptionStatus,
    currentPeriodEnd: user.subscriptionExpiresAt?.toISOString() ?? null,
    unlockedReadings: user.unlockedReadings,
    referralCount: user.referralCount,
  };
}

const alreadySubscribed = () =>
  new ApiError(409, ERROR_CODES.alreadySubscribed, 'You already have a Premium membership.');

export function subscriptionsRouter(deps: AppContext): Router {
  const router = Router();
  const { store, clock } = deps;
  router.use('/subscriptions', deps.sessions.requireUser);

  router.get('/subscriptions', async (req, res) => {
    paymentsOf(deps);
    res.json(statusBody(await deps.sessions.currentUser(req), clock()));
  });

  router.post('/subscriptions', async (req, res) => {
    const payments = paymentsOf(deps);
    const user = await deps.sessions.currentUser(req);
    if (isPremium(user, clock())) throw alreadySubscribed();

    const customerId =
      user.stripeCustomerId ?? (await store.setStripeCustomer(user.id, await payments.ensureCustomer(user)));
    if (user.stripeSubscriptionId) {
      // One pending or live subscription per user: hand back the one that exists.
      const existing = await payments.resumeSubscription(user.stripeSubscriptionId);
      if (LIVE_STATUSES.has(existing.subscription.status)) {
        await store.saveSubscription(user.id, existing.subscription, clock());
        if (existing.subscription.status !== 'incomplete') throw alreadySubscribed();
        const body: StartSubscription = {
          subscriptionId: existing.subscription.id,
          clientSecret: existing.clientSecret,
        };
        res.json(body);
        return;
      }
    }
    // Concurrent requests share the idempotency key, so Stripe makes one subscription for them.
    const started = await payments.startSubscription(
      customerId,
      user.id,
      `palme-sub-${user.id}-after-${user.stripeSubscriptionId ?? 'none'}`,
    );
    await store.saveSubscription(user.id, started.subscription, clock());
    const body: StartSubscription = { subscriptionId: started.subscription.id, clientSecret: started.clientSecret };
    res.status(201).json(body);
  });

  router.delete('/subscriptions', async (req, res) => {
    const payments = paymentsOf(deps);
    const user = await deps.sessions.currentUser(req);
    if (!user.stripeSubscriptionId || !isPremium(user, clock()) || user.subscriptionStatus === 'canceling') {
      throw new ApiError(404, ERROR_CODES.noSubscription, 'You have no active subscription to cancel.');
    }
    const canceled = await payments.cancelAtPeriodEnd(user.stripeSubscriptionId);
    const updated = (await store.saveSubscription(user.id, canceled, clock())) ?? user;
    res.json(statusBody(updated, clock()));
  });

  return router;
}
