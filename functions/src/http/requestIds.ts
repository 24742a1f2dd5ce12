import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { IDEMPOTENCY_HEADER } from '../contract/paths.js';
import { DomainError } from '../domain/DomainError.js';
import type { IdSource } from '../domain/ids.js';

/**
 * The id of a reading a request creates: random, or derived from the caller's Idempotency-Key so
 * that a retried request finds the reading (and the credit) the first attempt already made.
 */
export function newReadingId(req: Request, userId: string, ids: IdSource): string {
  const key = req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return ids.uuid();
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
    throw new DomainError('invalidIdempotencyKey');
  }
  const hex = createHash('sha256').update(`${userId}:${req.path}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
