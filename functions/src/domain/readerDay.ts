import { utcDay } from './streaks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reader's day: the date their device says, when it is one a clock somewhere on Earth shows
 * right now (UTC-12 to UTC+14: the UTC day, the one before or the one after); otherwise UTC's day.
 */
export function readerDay(claimed: string | undefined, now: Date): string {
  if (!claimed || !/^\d{4}-\d{2}-\d{2}$/.test(claimed)) return utcDay(now);
  const plausible = [-DAY_MS, 0, DAY_MS].map((offset) => utcDay(new Date(now.getTime() + offset)));
  return plausible.includes(claimed) ? claimed : utcDay(now);
}
