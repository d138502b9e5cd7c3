import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What is worth compressing: text the browser loads (source maps are only fetched by developer tools; the build's
 * manifest under .vite/ is never served).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|woff)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built asset worth compressing,
 * once, at build time: the server sends the copy the browser accepts (`Content-Encoding`, `Vary: Accept-Encoding`)
 * without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'license-console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${sep}.vite${sep}`) || (await stat(file)).size < MIN_BYTES)
          continue;
        const content = await readFile(file);
        await writeFile(
          `${file}.br`,
          await brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
      }
    },
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
