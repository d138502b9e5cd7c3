import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { journeyRun, journeyUse } from './journey-run.ts';

// The journeys through two server processes on one PostgreSQL database behind a reverse proxy (README,
// "Operating it"): sessions, codes, attempt limits and merges must hold whichever process a request reaches.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('the two-process journeys need TEST_DATABASE_URL (a PostgreSQL server)');
const proxyPort = Number(process.env.E2E_PROXY_PORT ?? 3200);
const serverPorts = [proxyPort + 1, proxyPort + 2] as const;
// Workers read this file again: the name travels to them through the environment the main process set.
process.env.E2E_PROXY_DATABASE ??= `lc_proxy_${randomBytes(6).toString('hex')}`;
const database = process.env.E2E_PROXY_DATABASE;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
const publicUrl = `http://localhost:${proxyPort}`;
// The servers reach the database through PgBouncer in transaction pooling mode when the runner started one
// (e2e/proxy/run.ts), and listen for notifications on a direct connection beside it.
const poolerPort = process.env.E2E_PGBOUNCER_PORT;
const pooledUrl = new URL(databaseUrl);
if (poolerPort) {
  pooledUrl.hostname = '127.0.0.1';
  pooledUrl.port = poolerPort;
}

const serverEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: pooledUrl.toString(),
  ...(poolerPort ? { DATABASE_LISTEN_URL: databaseUrl.toString() } : {}),
  // One proxy hop: the client address is the one the proxy appends to X-Forwarded-For.
  TRUST_PROXY: '1',
  PUBLIC_URL: publicUrl,
  DRAIN_SECONDS: '0',
});

export default defineConfig({
  testDir: '.',
  testMatch: [
    'proxy/two-processes.spec.ts',
    'tests/sign-in.spec.ts',
    'tests/verification-code.spec.ts',
    'tests/lockout.spec.ts',
    'tests/licenses-grid.spec.ts',
    'tests/licenses-form.spec.ts',
    'tests/licenses-merge.spec.ts',
  ],
  outputDir: './proxy/test-results',
  ...journeyRun,
  globalTeardown: './proxy/teardown.ts',
  use: journeyUse(publicUrl),
  webServer: [
    {
      command: `node e2e/proxy/database.ts create ${database} && node e2e/prepare-database.ts && node apps/server/src/main.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${serverPorts[0]}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(serverPorts[0]),
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/server/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${serverPorts[1]}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(serverPorts[1]),
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/reverse-proxy.ts --port ${proxyPort} ${serverPorts.map((port) => `--upstream http://127.0.0.1:${port}`).join(' ')}`,
      cwd: '..',
      url: `${publicUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
