/**
 * Dates as the app shows them, "Nov 23, 2026" (en-US, the device's time zone).
 *
 * Written out rather than with Intl.DateTimeFormat: the first Intl formatter a page builds loads the
 * browser's locale data, 16–24 ms on a desktop and about four times that on a phone, and the
 * dashboard would pay it while React takes the drawn page over. The output is Intl's own for these
 * options (dates.test.ts checks it against Intl).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatShortDate(iso: string | Date): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
