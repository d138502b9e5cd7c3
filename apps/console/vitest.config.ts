import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowserMode } from '../../scripts/vitest-browser.ts';

/** The console's routing by session state (spec §2.1), over the fake adapter, in the system Chromium. */
export default defineProject({
  plugins: [react()],
  // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the file on a cold cache.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-router',
      '@tanstack/react-query',
      'vitest-browser-react',
      '@license-console/features > ofetch',
      '@license-console/features > zod/mini',
      '@license-console/ui > @radix-ui/react-slot',
      '@license-console/ui > @radix-ui/react-dialog',
      '@license-console/ui > @radix-ui/react-dropdown-menu',
      '@license-console/ui > @floating-ui/react-dom',
      '@license-console/ui > @radix-ui/react-toast',
      '@license-console/ui > @tanstack/virtual-core',
      '@license-console/ui > @tanstack/react-table',
      '@license-console/ui > class-variance-authority',
      '@license-console/ui > clsx',
      '@license-console/ui > tailwind-merge',
    ],
  },
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowserMode,
  },
});
