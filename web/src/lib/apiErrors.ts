/**
 * The one place an error becomes words on the screen. The API's error bodies already carry a
 * sentence for people (contract/errors.ts is the catalogue); this picks it, and finds calm words for
 * everything else (no network, a server that answered without a body, a bug). No raw status line
 * or JSON ever reaches the screen.
 */
import type { ErrorCode } from '@contract/errorCodes';
import { ApiRequestError } from './apiClient';
import { isNetworkFailure, OfflineMissError } from './offline/offlineFallback';

export const OFFLINE_MESSAGE = 'You appear to be offline. Please reconnect and try again.';
const SERVER_TROUBLE = 'Palme is having trouble right now. Please try again in a moment.';

/** Words a person can act on, for any error; `fallback` when nothing better is known. */
export function describeError(err: unknown, fallback = 'Please try again.'): string {
  if (err instanceof ApiRequestError) {
    const own = err.body?.details ?? err.body?.error;
    if (own) return own;
    return err.status >= 500 ? SERVER_TROUBLE : fallback;
  }
  if (err instanceof OfflineMissError) return err.message;
  if (isNetworkFailure(err)) return OFFLINE_MESSAGE;
  return fallback;
}

/** True when the API refused with this catalogue code. */
export function hasErrorCode(err: unknown, code: ErrorCode): boolean {
  return err instanceof ApiRequestError && err.body?.code === code;
}

/** True when the API said there is no session. */
export const isSignedOutError = (err: unknown): boolean => err instanceof ApiRequestError && err.status === 401;
