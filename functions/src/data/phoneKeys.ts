/**
 * Phone numbers as the indexes know them: a keyed hash (HMAC-SHA-256 with a server secret), so a
 * copy of the index collections alone names nobody's number, and a number a deleted account had
 * can be recognised without being kept.
 */
import { createHmac } from 'node:crypto';

export type PhoneKeys = (phoneNumber: string) => string;

export function phoneKeys(secret: string): PhoneKeys {
  if (secret.length < 16) throw new Error('PHONE_INDEX_KEY: at least 16 characters');
  return (phoneNumber) => createHmac('sha256', secret).update(phoneNumber).digest('base64url');
}
