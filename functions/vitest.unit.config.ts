import { defineProject } from 'vitest/config';

// Pure tests: the reading engine, domain rules, configuration. No emulator, no network:
// `npx vitest run --project unit` runs them on their own in seconds.
export const UNIT_TESTS = [
  'src/reading/**/*.test.ts',
  'src/domain/**/*.test.ts',
  'src/config.test.ts',
  'src/http/errorMiddleware.test.ts',
  'src/http/forwardingChain.test.ts',
  'src/http/route.test.ts',
  'src/usecases/viewCounter.test.ts',
  'src/usecases/signIn.test.ts',
  'src/usecases/spendOnReading.test.ts',
  'src/usecases/readingSharing.test.ts',
  'src/data/storedContent.test.ts',
  'src/usecases/storeRules.test.ts',
  'src/http/exportZip.test.ts',
  'src/http/slidingMemoryStore.test.ts',
  'scripts/**/*.test.ts',
];

export default defineProject({
  test: {
    name: 'unit',
    environment: 'node',
    include: UNIT_TESTS,
    globalSetup: ['scripts/copyHandModels.ts'],
    testTimeout: 30_000,
    sequence: { groupOrder: 0 },
  },
});
