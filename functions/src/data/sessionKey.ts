import { sha256Key } from '../domain/ids.js';

/**
 * Where a session is stored: a SHA-256 of its id, so whoever reads the sessions collection (a
 * backup, an export, an administrator) holds no cookie that signs anyone in. The id has 256 random
 * bits, so a plain hash is enough: there is nothing to guess it from.
 */
export function sessionKey(sid: string): string {
  return sha256Key(sid);
}
