import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../domain/DomainError.js';
import { sendError } from './errorMiddleware.js';

const signals = new WeakMap<IncomingMessage, AbortSignal>();

/**
 * Aborted once nobody waits for this request's answer any more: its deadline passed, or the client
 * went away before it was answered. Costly work (reading a photo) checks it between stages and stops.
 */
export function requestSignal(req: IncomingMessage): AbortSignal | undefined {
  return signals.get(req);
}

/**
 * A request that has not been answered in time (the database stopped answering, say) gets a clear
 * 503 instead of hanging; whatever the handler sends later is dropped, and its work is told to stop
 * (requestSignal). Writes are idempotent (uploads take an Idempotency-Key), so a client may retry safely.
 */
export function deadline(ms: number): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const abandoned = new AbortController();
    signals.set(req, abandoned.signal);
    const timer = setTimeout(() => {
      abandoned.abort(new DomainError('unavailable'));
      if (res.headersSent) return;
      sendError(res, 'unavailable', { 'Retry-After': '5' });
    }, ms);
    // 'close' follows every response, answered or cut off (one listener: this runs on every request).
    res.once('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) abandoned.abort(new DomainError('unavailable'));
    });
    next();
  };
}
