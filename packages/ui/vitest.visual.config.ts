import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowserMode } from '../../scripts/vitest-browser.ts';

/**
 * Visual regression: every story of packages/ui rendered in the system Chromium (Inter bundled, animations off)
 * and compared with the baselines committed under visual/__screenshots__. Update them with `--update`
 * (see README.md, "Visual regression").
 */
export default defineProject({
  plugins: [react(), tailwindcss()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-hook-form',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@storybook/react-vite',
      'storybook/test',
      'storybook/preview-api',
    ],
  },
  test: {
    name: 'visual',
    root: import.meta.dirname,
    include: ['visual/**/*.visual.test.tsx'],
    browser: {
      ...chromiumBrowserMode,
      viewport: { width: 1024, height: 768 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A pixel counts as changed past pixelmatch's colour threshold; more than 0.2% of them fails the story.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
