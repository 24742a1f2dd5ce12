/**
 * Comparing two runs of a model (the package's against a rewritten or translated one): the largest
 * difference between their outputs, against the largest output.
 */
import { expect } from 'vitest';

/** The largest difference between `a` and `b`, against the largest value of `a` (which must not be 0). */
export function relativeError(a: ArrayLike<number>, b: ArrayLike<number>): number {
  expect(b.length).toBe(a.length);
  let largest = 0;
  let worst = 0;
  for (let i = 0; i < a.length; i++) {
    largest = Math.max(largest, Math.abs(a[i]!));
    worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  }
  expect(largest).toBeGreaterThan(0);
  return worst / largest;
}
