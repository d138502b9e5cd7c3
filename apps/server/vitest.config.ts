import { defineProject } from 'vitest/config';

// The server suite; the root config runs it once per engine (TEST_ENGINE).
export default defineProject({
  test: {
    environment: 'node',
    // Module tests sit beside their module in src/; test/ holds the whole-app ones (contract, adapter, HTTP).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share one module graph per worker (each still builds its own app and database through test-support), so
    // the server's modules load once instead of once a file: the PGlite run took 240 s instead of 400 on 2 cores.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
