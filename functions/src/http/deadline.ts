import type { RequestHandler } from 'express';
import { ERROR_CODES } from '../contract/errors.js';

/**
 * A request that has not been answered in time (the database stopped answering, say) gets a clear
 * 503 instead of hanging; whatever the handler sends later is dropped. Writes are idempotent
 * (uploads take an Idempotency-Key), so a client may retry safely.
 */
export function deadline(ms: number): RequestHandler {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res
        .status(503)
        .set('Cache-Control', 'private, no-store')
        .set('Retry-After', '5')
        .json({ error: 'Palme is briefly unavailable. Please try again in a moment.', code: ERROR_CODES.unavailable });
    }, ms);
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}
