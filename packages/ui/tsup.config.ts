import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Compiles src/styles.css (Tailwind with the shared tokens) to dist/styles.css for consumers without Tailwind. */
async function buildStyles() {
  const [{ build }, { default: tailwindcss }] = await Promise.all([import('vite'), import('@tailwindcss/vite')]);
  await build({
    configFile: false,
    root,
    // Relative asset URLs, so the bundled Inter files load next to dist/styles.css wherever it is installed.
    base: './',
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: { input: { styles: 'src/styles.css' }, output: { assetFileNames: '[name][extname]' } },
    },
  });
}

/** The design system as a library: ESM plus type declarations and the compiled stylesheet. */
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
