import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { DESKTOP_VIEWPORT } from './visual-viewport.ts';
import { chromiumBrowser } from './vitest-browser.ts';

/** What every story file needs pre-bundled: a dependency discovered mid-run reloads the page and fails the file. */
const storyDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  '@storybook/react-vite',
  'storybook/test',
  'storybook/preview-api',
];

interface VisualProjectOptions {
  /** The project's name, which `--project` selects. */
  name: string;
  /** The package folder: its `visual/*.visual.test.tsx` runs, and baselines sit in its `visual/__screenshots__/`. */
  root: string;
  /** The package's own dependencies to pre-bundle besides React and Storybook's (resolved from `root`). */
  dependencies?: string[];
}

/**
 * A package's visual-regression project: its stories (through scripts/story-screenshots.ts) in the system Chromium
 * at 1024×768, compared with its committed baselines by pixelmatch. A pixel counts as changed past pixelmatch's
 * colour threshold of 0.1; more than 0.2% of them fails the story.
 */
export function visualProject({ name, root, dependencies = [] }: VisualProjectOptions) {
  return defineProject({
    plugins: [react(), tailwindcss()],
    optimizeDeps: { include: [...storyDependencies, ...dependencies] },
    test: {
      name,
      root,
      include: ['visual/**/*.visual.test.tsx'],
      browser: {
        // Dates and times are drawn in one time zone and locale, whatever the machine's.
        ...chromiumBrowser({ timezoneId: 'UTC', locale: 'en-US' }),
        viewport: DESKTOP_VIEWPORT,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
            // A failure's new rendering and diff go under the package's own .vitest/attachments (git-ignored),
            // whichever config ran it.
            resolveDiffPath: ({ arg, ext, testFileDirectory, testFileName, browserName }) =>
              resolve(
                root,
                '.vitest/attachments',
                testFileDirectory,
                testFileName,
                `${arg}-${browserName}-${process.platform}${ext}`,
              ),
          },
        },
      },
    },
  });
}
