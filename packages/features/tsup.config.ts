import { defineConfig } from 'tsup';

/**
 * The widgets as a library, and the fakes on their own `./testing` entry: ESM plus type declarations; domain, ui,
 * the peers and the other dependencies stay external.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
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
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
});
