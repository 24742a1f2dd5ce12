/**
 * Account deletions that stalled part way (a failure after the sessions that could ask again were
 * gone, say) are finished: each account marked longer ago than a deletion takes is deleted as its
 * owner asked. Runs every hour in production (index.ts); a sign-in with the number of such an account
 * finishes it too (usecases/signIn.ts).
 */
import { DELETION_STALLED_MS, deleteMyAccount } from './myData.js';
import type { Ports } from './ports.js';

/** How many stalled deletions one run finishes at most (the rest wait for the next run). */
const PER_RUN = 100;

export interface FinishedDeletions {
  found: number;
  finished: number;
}

export async function finishStalledDeletions(
  ports: Pick<Ports, 'store' | 'blobs' | 'identity' | 'payments' | 'clock' | 'log'>,
): Promise<FinishedDeletions> {
  const markedBefore = new Date(ports.clock().getTime() - DELETION_STALLED_MS);
  const stalled = await ports.store.stalledDeletions(markedBefore, PER_RUN);
  let finished = 0;
  for (const user of stalled) {
    try {
      await deleteMyAccount(ports, user);
      finished++;
    } catch (err) {
      // Left marked: the next run tries again.
      ports.log('a stalled account deletion could not be finished', err);
    }
  }
  return { found: stalled.length, finished };
}
