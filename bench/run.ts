// Runs every benchmark in turn. Each prints its own figures; none of them is a test.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const benches = ['bundle-size.ts', 'enumeration-timing.ts', 'license-search.ts', 'merge-render.ts', 'usage-import.ts'];
let failed = false;
for (const bench of benches) {
  process.stdout.write(`\n== ${bench}\n`);
  const result = spawnSync(process.execPath, [join(import.meta.dirname, bench)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exitCode = failed ? 1 : 0;
