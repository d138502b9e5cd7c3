import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { chromiumBrowserMode } from '../scripts/vitest-browser.ts';

/** Every story of packages/ui and packages/features runs as a test in the system Chromium, axe included. */
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'stories',
    // The story files share one page and module graph instead of a fresh page each: 100 s instead of 128-150, 119 s
    // of CPU instead of 168-195. What a story leaves behind is cleared before the next (the preview's beforeEach and
    // Storybook's own cleanup of the story before); the files in shuffled orders (--sequence.shuffle.files, seeds
    // 4242, 7, 31337) passed alike.
    isolate: false,
    browser: chromiumBrowserMode,
  },
});
