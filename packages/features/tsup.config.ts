import { defineConfig } from 'tsup';

/** The widgets as a library: ESM plus type declarations; domain, ui and the other dependencies stay external. */
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
});
