import { defineProject } from 'vitest/config';

// The server suite; the root config runs it once per engine (TEST_ENGINE).
export default defineProject({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
