import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Drops the two-process journeys' database once the servers have stopped. */
export default function teardown() {
  const name = process.env.E2E_PROXY_DATABASE;
  if (!name) return;
  execFileSync(process.execPath, [fileURLToPath(new URL('./database.ts', import.meta.url)), 'drop', name], {
    stdio: 'inherit',
  });
}
