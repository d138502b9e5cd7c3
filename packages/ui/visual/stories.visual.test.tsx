/// <reference types="vite/client" />
import '../src/styles.css';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview.tsx';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const annotations = setProjectAnnotations([previewAnnotations]);

/** Every story file of the design system; a new story gets a screenshot (and needs a baseline) at once. */
const storyFiles = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true });

// Frozen motion and no caret blink, so two runs draw the same pixels.
const stillness = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
body { margin: 0; height: 100vh; overflow: hidden; }`;

beforeAll(async () => {
  await annotations.beforeAll?.();
  const style = document.createElement('style');
  style.textContent = stillness;
  document.head.append(style);
  // The font is bundled (styles.css imports @fontsource-variable/inter): wait until it is ready to draw.
  await Promise.all(
    ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px "Inter Variable"`)),
  );
});

async function settle() {
  await document.fonts.ready;
  for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

for (const [path, module] of Object.entries(storyFiles)) {
  const file = path.replace('../src/', '').replace('.stories.tsx', '');
  // Vitest drops dots from screenshot names: data-grid.features would become "data-gridfeatures".
  const screenshotName = file.replaceAll('.', '-');
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  describe(file, () => {
    for (const [name, Story] of stories) {
      const skip = (Story.parameters.visual as { disable?: boolean } | undefined)?.disable === true;
      test.skipIf(skip)(name, async () => {
        const canvasElement = document.createElement('div');
        canvasElement.id = 'storybook-root';
        // Storybook's 'padded' layout (the default); 'fullscreen' stories draw edge to edge.
        if (Story.parameters.layout !== 'fullscreen') canvasElement.style.padding = '1rem';
        document.body.append(canvasElement);
        try {
          await Story.run({ canvasElement });
          await settle();
          await expect(page.elementLocator(document.body)).toMatchScreenshot(`${screenshotName}--${name}`);
        } finally {
          canvasElement.remove();
        }
      });
    }
  });
}
