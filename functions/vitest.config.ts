import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/requireEmulators.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    sequence: { groupOrder: 0 },
  },
});
