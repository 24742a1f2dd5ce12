import type { Request } from 'express';
import { LOCAL_DATE_HEADER } from '../contract/paths.js';
import { readerDay } from '../domain/readerDay.js';

/** The day a request's reader is living in (the app sends it; a safe UTC fallback otherwise). */
export const dayOf = (req: Request, now: Date): string => readerDay(req.header(LOCAL_DATE_HEADER), now);
