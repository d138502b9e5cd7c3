import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { moduleEntries } from './scripts/module-entries.ts';
import { buildStylesheet } from './scripts/stylesheet.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The compiled stylesheet for consumers without Tailwind, and the tokens for those building their own. */
async function buildStyles() {
  await buildStylesheet({ root, input: 'src/styles.css' });
  copyFileSync(join(root, 'src', 'tokens.css'), join(root, 'dist', 'tokens.css'));
}

const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const external = Object.keys({ ...packageJson.dependencies, ...packageJson.peerDependencies });
const entries = { index: 'src/index.ts' };

/**
 * The design system as a library: ESM plus type declarations, the compiled stylesheet and the tokens. Every module
 * the entry reaches is a file of its own under dist/modules (see module-entries.ts), so a host bundles the
 * components it uses only.
 */
export default defineConfig(async () => ({
  entry: await moduleEntries({ root, entries, external }),
  splitting: true,
  format: ['esm'],
  target: 'es2023',
  platform: 'browser',
  tsconfig: 'tsconfig.json',
  dts: {
    entry: entries,
    // The sources import with .ts/.tsx extensions; declarations may be emitted from them all the same.
    compilerOptions: { allowImportingTsExtensions: true, rewriteRelativeImportExtensions: true, noEmit: false },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  external,
  onSuccess: buildStyles,
}));
