import { defineProject } from 'vitest/config';

// The server suite; the root config runs it once per engine (TEST_ENGINE).
export default defineProject({
  test: {
    environment: 'node',
    // Module tests sit beside their module in src/; test/ holds the whole-app ones (contract, adapter, HTTP).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
