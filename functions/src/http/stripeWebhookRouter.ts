import express, { Router, type Request } from 'express';
import { ERROR_CODES } from '../contract/errors.js';
import { ApiError } from '../domain/ApiError.js';
import { WebhookSignatureError } from '../domain/payments.js';
import type { AppContext } from './deps.js';
import { paymentsOf } from './subscriptionsRouter.js';

/** The exact bytes Stripe signed: `req.rawBody` under Cloud Functions, express.raw's buffer elsewhere. */
function rawBodyOf(req: Request & { rawBody?: Buffer }): Buffer {
  if (req.rawBody) return req.rawBody;
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.alloc(0);
}

/**
 * Stripe webhooks: the signature is checked on the raw body; the subscription an event concerns is
 * re-fetched from Stripe (the source of truth, whatever order events arrive in); each event id is
 * recorded once, in the same transaction that applies it.
 */
export function stripeWebhookRouter(deps: AppContext): Router {
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const payments = paymentsOf(deps);
    let event;
    try {
      event = await payments.parseWebhook(rawBodyOf(req), req.header('stripe-signature'));
    } catch (err) {
      if (err instanceof WebhookSignatureError)
        throw new ApiError(400, ERROR_CODES.invalidSignature, 'The webhook signature is not valid.');
      throw err;
    }
    const subscription = event.subscriptionId ? await payments.retrieveSubscription(event.subscriptionId) : null;
    const result = await deps.store.applyPaymentEvent(event, subscription, deps.clock());
    res.json({ received: true, result });
  });
  return router;
}
