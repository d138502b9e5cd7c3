import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyRun, journeyUse } from './journey-run.ts';
import { oidcJourney } from './tests/fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run, seeded with the demo data and the journeys' fixtures.
const dataDir = join(tmpdir(), `lc-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  ...journeyRun,
  use: journeyUse(`http://localhost:${port}`),
  webServer: [
    {
      command: 'node e2e/oidc-provider.ts',
      cwd: '..',
      url: `http://127.0.0.1:${oidcJourney.providerPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/prepare-database.ts && node apps/server/src/main.ts',
      cwd: '..',
      // Answers 401 until someone signs in, which Playwright counts as ready.
      url: `http://localhost:${port}/api/CurrentUser`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        // The journeys read the demo's mail at /dev/outbox.
        DEV_ROUTES: 'true',
        PUBLIC_URL: oidcJourney.consoleUrl,
        OIDC_WORKPLACE_ISSUER: `http://127.0.0.1:${oidcJourney.providerPort}`,
        OIDC_WORKPLACE_CLIENT_ID: oidcJourney.clientId,
        OIDC_WORKPLACE_CLIENT_SECRET: oidcJourney.clientSecret,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
