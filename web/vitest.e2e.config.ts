import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)) },
  },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A state the page reaches is waited for as long as Playwright waits for an element (30 s): the
    // default of 1 s is shorter than the app takes to arrive and take over a drawn page on a loaded
    // 2-core machine, and failed journeys whose behaviour was right.
    expect: { poll: { timeout: 30_000 } },
    sequence: { groupOrder: 1 },
  },
});
