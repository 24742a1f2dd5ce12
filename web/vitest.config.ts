import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      '@engine': fileURLToPath(new URL('../functions/src/reading', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    sequence: { groupOrder: 0 },
  },
});
