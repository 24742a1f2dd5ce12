import { defineConfig } from 'vitest/config';

// `npm test` starts the emulators and runs these projects; the browser journeys run last, alone.
export default defineConfig({
  test: {
    projects: [
      'functions/vitest.unit.config.ts',
      'scripts/vitest.config.ts',
      'functions/vitest.config.ts',
      'web/vitest.config.ts',
      'web/vitest.e2e.config.ts',
      'functions/vitest.reliability.config.ts',
    ],
  },
});
