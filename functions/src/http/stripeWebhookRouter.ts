import express, { Router, type Request } from 'express';
import { API_PATTERNS } from '../contract/paths.js';
import type { Ports } from '../usecases/ports.js';
import { applyPaymentWebhook } from '../usecases/subscriptions.js';
import { routesOn, type RouteContext } from './route.js';

/** The exact bytes Stripe signed: `req.rawBody` under Cloud Functions, express.raw's buffer elsewhere. */
function rawBodyOf(req: Request & { rawBody?: Buffer }): Buffer {
  if (req.rawBody) return req.rawBody;
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.alloc(0);
}

/** Stripe webhooks, applied by the subscription use case (signature checked, each event once). */
export function stripeWebhookRouter(deps: Pick<Ports, 'store' | 'payments' | 'clock'>, context: RouteContext): Router {
  const router = Router();
  const on = routesOn(router, context);
  // No session and no limit: Stripe calls it, and its signature is checked before anything is read.
  const route = { method: 'post', path: API_PATTERNS.stripeWebhook, session: 'anyone', limits: [] } as const;
  on(route, express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const result = await applyPaymentWebhook(deps, rawBodyOf(req), req.header('stripe-signature'));
    res.json({ received: true, result });
  });
  return router;
}
