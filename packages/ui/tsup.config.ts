import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { buildStylesheet } from './scripts/stylesheet.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The compiled stylesheet for consumers without Tailwind, and the tokens for those building their own. */
async function buildStyles() {
  await buildStylesheet({ root, input: 'src/styles.css' });
  copyFileSync(join(root, 'src', 'tokens.css'), join(root, 'dist', 'tokens.css'));
}

/** The design system as a library: ESM plus type declarations, the compiled stylesheet and the tokens. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2023',
  platform: 'browser',
  tsconfig: 'tsconfig.json',
  dts: {
    // The sources import with .ts/.tsx extensions; declarations may be emitted from them all the same.
    compilerOptions: { allowImportingTsExtensions: true, rewriteRelativeImportExtensions: true, noEmit: false },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  onSuccess: buildStyles,
});
