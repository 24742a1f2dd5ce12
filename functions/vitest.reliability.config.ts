import { defineProject } from 'vitest/config';

// Load, faults and outages: bounded in time, run after everything else, one file at a time.
export default defineProject({
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['test/reliability/**/*.reliability.ts'],
    globalSetup: ['scripts/copyHandModels.ts', 'test/requireEmulators.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    sequence: { groupOrder: 2 },
  },
});
