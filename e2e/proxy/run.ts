// Runs the two-process journeys when a PostgreSQL server is named (TEST_DATABASE_URL, as `.ci/run` sets it); two
// processes cannot share the embedded database, so without one there is nothing to run them on.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write('[e2e-proxy] TEST_DATABASE_URL is not set: the two-process journeys need PostgreSQL\n');
  process.exit(0);
}
const result = spawnSync('playwright', ['test', '-c', 'e2e/playwright.proxy.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
