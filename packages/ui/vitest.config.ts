import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowserMode } from '../../scripts/vitest-browser.ts';
import { packAndRender } from './scripts/pack-fixture.ts';

/** Unit tests of the design system's logic (date masking, paging, selection) and components, in the system Chromium. */
export default defineProject({
  plugins: [react()],
  // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the file on a cold cache.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'vitest-browser-react',
      'fast-check',
      'react-hook-form',
      '@tanstack/react-table',
      '@tanstack/virtual-core',
      '@radix-ui/react-slot',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@floating-ui/react-dom',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
    ],
  },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      ...chromiumBrowserMode,
      // Runs in Node for src/package.test.ts: build, pack, install into a fixture, render from it.
      commands: { packAndRender: () => packAndRender() },
    },
  },
});
