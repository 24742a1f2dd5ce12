import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * What is kept of a value that must not be kept itself (a session id, a device id, a rate-limit key,
 * a photo's bytes): its SHA-256, URL-safe.
 */
export const sha256Key = (value: string | Buffer): string => createHash('sha256').update(value).digest('base64url');

/** Where new ids come from; tests may pass their own. */
export interface IdSource {
  /** Entity ids (users, readings, referrals). */
  uuid(): string;
  /** Share ids: 128 random bits, URL-safe, unguessable. */
  shareId(): string;
  /** Session ids: 256 random bits. */
  sessionId(): string;
}

export const randomIds: IdSource = {
  uuid: () => randomUUID(),
  shareId: () => randomBytes(16).toString('base64url'),
  sessionId: () => randomBytes(32).toString('base64url'),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHARE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Ids from outside are checked before they reach a database path. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isShareId = (value: unknown): value is string => typeof value === 'string' && SHARE_ID.test(value);
export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);
