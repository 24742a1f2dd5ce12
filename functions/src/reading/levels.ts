import type { Level } from './types.js';

/** Where a measure falls between two cut points: below `low`, between them, or from `high` up. */
export function level(value: number, low: number, high: number): Level {
  if (value < low) return 'low';
  return value < high ? 'mid' : 'high';
}
