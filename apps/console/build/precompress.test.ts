import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** Text a build writes, big enough to be worth compressing. */
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `row ${index}`))};\n`;

let root: string;
let written: string[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lc-precompress-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, '.vite'), { recursive: true });
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><title>License Console</title>${' '.repeat(2000)}`,
    'assets/index-abc.js': script,
    'assets/index-abc.css': `.row{color:red}\n`.repeat(100),
    'assets/index-abc.js.map': JSON.stringify({ mappings: script }),
    'assets/tiny-abc.js': 'export const a = 1;\n',
    'assets/logo-abc.png': Buffer.alloc(4096, 7),
    '.vite/manifest.json': JSON.stringify({ entries: script }),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(join(dist, name), content);
  // As Vite runs it: the resolved config, then the end of the bundle.
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  await plugin.closeBundle();
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  written = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
    .sort();
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('given a built console', () => {
  it('should write a brotli and a gzip copy beside each page, script and stylesheet of 1 KB or more, and nothing else', () => {
    expect(written.filter((name) => /\.(br|gz)$/.test(name))).toEqual([
      'assets/index-abc.css.br',
      'assets/index-abc.css.gz',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('should hold in each copy the very bytes of its file', async () => {
    const dist = join(root, 'dist');
    for (const name of ['index.html', 'assets/index-abc.js', 'assets/index-abc.css']) {
      const original = await readFile(join(dist, name));
      expect(brotliDecompressSync(await readFile(join(dist, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(dist, `${name}.gz`)))).toEqual(original);
    }
  });
});
