import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { libraryConfig } from './scripts/library-config.ts';
import { buildStylesheet } from './scripts/stylesheet.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The compiled stylesheet for consumers without Tailwind, and the tokens for those building their own. */
async function buildStyles() {
  await buildStylesheet({ root, input: 'src/styles.css' });
  copyFileSync(join(root, 'src', 'tokens.css'), join(root, 'dist', 'tokens.css'));
}

/**
 * The design system as a library: ESM plus type declarations, the compiled stylesheet and the tokens. Every module
 * the entry reaches is a file of its own under dist/modules (see module-entries.ts), so a host bundles the
 * components it uses only.
 */
export default defineConfig(() => libraryConfig({ root, entries: { index: 'src/index.ts' }, onSuccess: buildStyles }));
