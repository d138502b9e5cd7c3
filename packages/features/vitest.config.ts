import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowserMode } from '../../scripts/vitest-browser.ts';
import { packAndBuildApp } from './scripts/pack-fixture.ts';

/** Unit tests of the widgets' controller hooks and the adapters, in the system Chromium. */
export default defineProject({
  plugins: [react()],
  // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the file on a cold cache.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod/mini',
      'ofetch',
      'vitest-browser-react',
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
    name: 'features',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      ...chromiumBrowserMode,
      // Runs in Node for src/package.test.ts: build and pack ui and features, install both, bundle an app from them.
      commands: { packAndBuildApp: () => packAndBuildApp() },
    },
  },
});
