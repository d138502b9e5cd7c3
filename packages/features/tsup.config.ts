import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { buildScopedStylesheet } from '../ui/scripts/stylesheet.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The widgets as a library, and the fakes on their own `./testing` entry: ESM plus type declarations, and the
 * embedder stylesheet (src/embed.css, scoped to the widgets) as dist/styles.css. The domain (private, source only)
 * is bundled, its code and its types; the design system, the peers and the other dependencies stay external.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm'],
  target: 'es2023',
  platform: 'browser',
  tsconfig: 'tsconfig.json',
  dts: {
    // The sources import with .ts/.tsx extensions; declarations may be emitted from them all the same.
    compilerOptions: {
      allowImportingTsExtensions: true,
      rewriteRelativeImportExtensions: true,
      noEmit: false,
      // The domain's types are inlined: its package is private and never installed beside this one.
      paths: { '@license-console/domain': ['../domain/src/index.ts'] },
    },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
  onSuccess: async () => {
    await buildScopedStylesheet({ root, input: 'src/embed.css' });
  },
});
