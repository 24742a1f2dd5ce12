import { defineProject } from 'vitest/config';

// The scripts' own behaviour (the local stack's processes): no emulators needed.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
