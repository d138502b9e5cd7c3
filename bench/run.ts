// Runs every benchmark in turn. Each prints its own figures; none of them is a test. A benchmark held to a budget
// also prints one line `budget | <budget> | <measured> | <floor it is held against> | <met or missed>`; the run
// ends with those lines as one table (and the verdict line of a benchmark that prints none).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { formatTable } from './license-search-stats.ts';

const benches = [
  'bundle-size.ts',
  'lighthouse-login.ts',
  'widget-weight.ts',
  'enumeration-timing.ts',
  'license-search.ts',
  'audit-log.ts',
  'dashboard.ts',
  'search.ts',
  'current-user.ts',
  'pglite-load.ts',
  'fresh-start.ts',
  'repeat-start.ts',
  'merge-render.ts',
  'usage-render.ts',
  'usage-import.ts',
  'usage-import-preview.ts',
  'upload-limits.ts',
  'import-sharing.ts',
];

/** Runs one benchmark with its output shown as it comes; answers its exit status and its lines. */
function run(bench: string): Promise<{ status: number; lines: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, bench)], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      text += chunk.toString();
    });
    child.on('close', (code) => resolve({ status: code ?? 1, lines: text.split('\n') }));
  });
}

let failed = false;
const budgets: string[][] = [];
for (const bench of benches) {
  process.stdout.write(`\n== ${bench}\n`);
  const { status, lines } = await run(bench);
  failed ||= status !== 0;
  const rows = lines.filter((line) => line.startsWith('budget | ')).map((line) => line.split(' | ').slice(1));
  if (rows.length > 0) budgets.push(...rows);
  else {
    for (const line of lines.filter((text) => /^(verdict|skipped)\b/.test(text))) {
      budgets.push([bench, line.replace(/^verdict: /, ''), '', '']);
    }
  }
}
process.stdout.write('\n== budgets\n');
process.stdout.write(`${formatTable(['budget', 'measured', 'floor', 'verdict'], budgets)}\n`);
process.exitCode = failed ? 1 : 0;
