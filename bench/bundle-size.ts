import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The console's JavaScript budgets (DESIGN.md): what /login loads first, and each lazily loaded route chunk. */
export const BUDGET = { initialKb: 150, routeChunkKb: 60 };

const dist = join(import.meta.dirname, '..', 'apps', 'console', 'dist');

async function gzipKb(file: string) {
  return gzipSync(await readFile(join(dist, file)), { level: 9 }).length / 1024;
}

/** Measures the built console: the entry script and the modules it preloads, then every other chunk. */
export async function measureBundle() {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const { readdir } = await import('node:fs/promises');
  const all = (await readdir(join(dist, 'assets')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const initialKb = (await Promise.all(initial.map(gzipKb))).reduce((sum, kb) => sum + kb, 0);
  const chunks = await Promise.all(
    all.filter((file) => !initial.includes(file)).map(async (file) => ({ file, kb: await gzipKb(file) })),
  );
  return { initial, initialKb, chunks };
}

if (import.meta.main) {
  const { initial, initialKb, chunks } = await measureBundle();
  const lines = [
    `initial JavaScript for /login: ${initialKb.toFixed(1)} KB gzip (budget ${BUDGET.initialKb} KB) in ${initial.length} file(s)`,
    ...chunks
      .sort((a, b) => b.kb - a.kb)
      .map(({ file, kb }) => `  ${file}: ${kb.toFixed(1)} KB gzip${kb > BUDGET.routeChunkKb ? ' OVER BUDGET' : ''}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (initialKb > BUDGET.initialKb || chunks.some(({ kb }) => kb > BUDGET.routeChunkKb)) process.exitCode = 1;
}
