import { defineProject } from 'vitest/config';
import { UNIT_TESTS } from './vitest.unit.config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: UNIT_TESTS,
    globalSetup: ['scripts/copyHandModels.ts', 'test/requireEmulators.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    sequence: { groupOrder: 0 },
  },
});
