/**
 * A look helper's thread that ends itself on its second look, as a thread that runs out of memory
 * would (lookHelpers.test.ts): the real thread otherwise.
 */
import { parentPort } from 'node:worker_threads';

let looks = 0;
parentPort!.on('message', () => {
  if (++looks === 2) process.exit(3);
});
await import('../src/reading/hand/lookHelperThread.js');
