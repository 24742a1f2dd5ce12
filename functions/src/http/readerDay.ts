import type { IncomingMessage } from 'node:http';
import { LOCAL_DATE_HEADER } from '../contract/paths.js';
import { readerDay } from '../domain/readerDay.js';

/** The day a request's reader is living in (the app sends it; a safe UTC fallback otherwise). */
export function dayOf(req: IncomingMessage, now: Date): string {
  const claimed = req.headers[LOCAL_DATE_HEADER.toLowerCase()];
  return readerDay(typeof claimed === 'string' ? claimed : undefined, now);
}
