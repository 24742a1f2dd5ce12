/**
 * The local stack starts each emulator in its own process group (scripts/stack.ts). The Functions
 * emulator's runtimes outlived firebase-tools after a run, holding its ports for the next one: a
 * group's leader gone, what it started must go too.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startProcess } from './stack.js';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a process the stack started', () => {
  it('takes what it started with it when it exits', async () => {
    const log = new PassThrough();
    let output = '';
    log.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A leader that leaves a child running in its group, as firebase-tools leaves its runtimes.
    const leader = startProcess('leader', 'sh', ['-c', 'sleep 300 & echo $!; exit 0'], process.env, log);
    await leader.exited;
    const left = Number(/^(\d+)/.exec(output)?.[1]);
    expect(left).toBeGreaterThan(0);
    await expect.poll(() => alive(left), { timeout: 5000 }).toBe(false);
  });
});
