import express, { Router, type Request } from 'express';
import type { Ports } from '../usecases/ports.js';
import { applyPaymentWebhook } from '../usecases/subscriptions.js';

/** The exact bytes Stripe signed: `req.rawBody` under Cloud Functions, express.raw's buffer elsewhere. */
function rawBodyOf(req: Request & { rawBody?: Buffer }): Buffer {
  if (req.rawBody) return req.rawBody;
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.alloc(0);
}

/** Stripe webhooks, applied by the subscription use case (signature checked, each event once). */
export function stripeWebhookRouter(deps: Pick<Ports, 'store' | 'payments' | 'clock'>): Router {
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const result = await applyPaymentWebhook(deps, rawBodyOf(req), req.header('stripe-signature'));
    res.json({ received: true, result });
  });
  return router;
}
