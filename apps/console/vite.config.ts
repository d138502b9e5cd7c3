import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress.ts';

/** The API server the dev server and `vite preview` forward to. */
const apiTarget = process.env.LC_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/Authenticate', '/Account', '/external-login', '/dev'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false, xfwd: true }]),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    sourcemap: true,
    // Modules run in import order across chunks, so src/strict-csp.ts configures zod before any schema is built.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
