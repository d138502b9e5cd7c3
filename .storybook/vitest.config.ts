import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { chromiumBrowserMode } from '../scripts/vitest-browser.ts';

/** Every story of packages/ui and packages/features runs as a test in the system Chromium, axe included. */
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'stories',
    browser: chromiumBrowserMode,
  },
});
