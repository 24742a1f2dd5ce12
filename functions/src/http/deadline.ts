import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './errorMiddleware.js';

/**
 * A request that has not been answered in time (the database stopped answering, say) gets a clear
 * 503 instead of hanging; whatever the handler sends later is dropped. Writes are idempotent
 * (uploads take an Idempotency-Key), so a client may retry safely.
 */
export function deadline(ms: number): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      sendError(res, 'unavailable', { 'Retry-After': '5' });
    }, ms);
    // 'close' follows every response, answered or cut off (one listener: this runs on every request).
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
