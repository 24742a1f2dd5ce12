import { describe, expect, it } from 'vitest';
import { formatShortDate } from './dates';

describe('formatShortDate', () => {
  it('shows a date exactly as Intl does for en-US short dates, in the device time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    // Every day of two years (a leap year among them), at an hour near midnight UTC so a time zone
    // that moves the day shows too.
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2027, 0, 1 + day, 23, 30));
      expect(formatShortDate(date.toISOString())).toBe(intl.format(date));
    }
  });
});
