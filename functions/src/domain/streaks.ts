/** The UTC calendar day of an instant, YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/**
 * The reading streak after a reading on `today`: unchanged on the same day (at least 1), one more
 * on the day after the last reading, back to 1 after a gap.
 */
export function nextStreak(lastReadingDate: string | null, currentStreak: number, today: string): number {
  if (lastReadingDate === null) return 1;
  const gap = dayNumber(today) - dayNumber(lastReadingDate);
  if (gap <= 0) return Math.max(currentStreak, 1);
  if (gap === 1) return currentStreak + 1;
  return 1;
}
