// Runs the two-process journeys when a PostgreSQL server is named (TEST_DATABASE_URL, as `.ci/run` sets it); two
// processes cannot share the embedded database, so without one there is nothing to run them on. The servers reach
// it through PgBouncer in transaction pooling mode (Debian's `pgbouncer`), as a deployment past one machine would,
// each listening for notifications on a direct connection (DATABASE_LISTEN_URL).
import { spawnSync } from 'node:child_process';
import { startPgBouncer } from '../../apps/server/src/test-support/pgbouncer.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write('[e2e-proxy] TEST_DATABASE_URL is not set: the two-process journeys need PostgreSQL\n');
  process.exit(0);
}
const pooler = await startPgBouncer(adminUrl);
process.stderr.write(`[e2e-proxy] PgBouncer (pool_mode=transaction) on 127.0.0.1:${pooler.port}\n`);
let status: number;
try {
  const result = spawnSync('playwright', ['test', '-c', 'e2e/playwright.proxy.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, E2E_PGBOUNCER_PORT: String(pooler.port) },
  });
  status = result.status ?? 1;
} finally {
  await pooler.stop();
}
process.exit(status);
