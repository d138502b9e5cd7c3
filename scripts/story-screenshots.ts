/// <reference types="vite/client" />
/**
 * The visual-regression harness every package's `visual/stories.visual.test.tsx` runs: each story of the files it is
 * given, rendered with the Storybook preview (fake ConsoleApi, Toaster, theme), its play function run, then compared
 * with the baseline under that test file's `__screenshots__/`. Everything that could make two runs draw different
 * pixels is held still: motion and carets, the bundled font, the clock, toasts left by the story before (the preview's
 * beforeEach), and the page itself, which must have stopped changing (its data on screen) before the screenshot.
 */
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../.storybook/preview.tsx';
import { FAKE_TODAY } from '../packages/features/src/testing/index.ts';
import { DESKTOP_VIEWPORT } from './visual-viewport.ts';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const annotations = setProjectAnnotations([previewAnnotations]);

// Frozen motion and no caret blink, so two runs draw the same pixels.
const stillness = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
body { margin: 0; height: 100vh; overflow: hidden; }`;

/**
 * Every baseline is drawn at noon of the fakes' today: a countdown shows its full delay and any date reckoned from
 * the clock is the one the fake packs are dated around. Only `Date` stands still; timers run as usual.
 */
function frozenNow(): Date {
  const [month, day, year] = FAKE_TODAY.split('/').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/**
 * How long the page must stay unchanged to count as drawn; longer while something says it is busy. Three frames:
 * the fakes answer at once, and toMatchScreenshot itself takes a screenshot that differs from the baseline again
 * until two in a row agree. 150 ms cost the run 57 s of waiting (571 stories); at 50 every baseline held, also with
 * six busy processes beside the run.
 */
const QUIET_MS = 50;
const QUIET_WHILE_BUSY_MS = 600;
/** A story still changing the page after this has nothing stable to compare. */
const SETTLE_LIMIT_MS = 10_000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the page has stopped changing: no element, attribute or text added, removed or changed for
 * QUIET_MS (QUIET_WHILE_BUSY_MS while an element is `aria-busy`, so data that is still loading gets its time to
 * arrive), and the fonts its text asks for are loaded. A story that never stops changing fails here, by name.
 */
async function settle() {
  let lastChange = performance.now();
  const started = lastChange;
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    for (;;) {
      await nextFrame();
      const now = performance.now();
      const busy = document.querySelector('[aria-busy="true"]') !== null;
      if (now - lastChange >= (busy ? QUIET_WHILE_BUSY_MS : QUIET_MS)) break;
      if (now - started > SETTLE_LIMIT_MS) {
        throw new Error(
          `The story was still changing the page after ${SETTLE_LIMIT_MS} ms: nothing stable to compare.`,
        );
      }
    }
  } finally {
    observer.disconnect();
  }
  await document.fonts.ready;
  for (let frame = 0; frame < 2; frame++) await nextFrame();
}

/**
 * A test per story of `storyFiles` (an eager `import.meta.glob` of `../src/**\/*.stories.tsx`, written in the
 * calling test file), named `<file>--<Story>`: the screenshot `<file>-<Story>-chromium-linux.png`, `<file>` being
 * the story file's path under src without `.stories.tsx`, dots as dashes (folders stay folders). A story with
 * `parameters: { visual: { disable: true } }` is skipped.
 */
export function screenshotStories(storyFiles: Record<string, StoriesModule>) {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: frozenNow() });
    await annotations.beforeAll?.();
    const style = document.createElement('style');
    style.textContent = stillness;
    document.head.append(style);
    // The font is bundled (styles.css imports @fontsource-variable/inter): wait until it is ready to draw.
    await Promise.all(
      ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px "Inter Variable"`)),
    );
    return () => {
      vi.useRealTimers();
    };
  });

  for (const [path, module] of Object.entries(storyFiles)) {
    const file = path.replace('../src/', '').replace('.stories.tsx', '');
    // Vitest drops dots from screenshot names: data-grid.features would become "data-gridfeatures".
    const screenshotName = file.replaceAll('.', '-');
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    describe(file, () => {
      for (const [name, Story] of stories) {
        // A story that opts out (parameters.visual.disable) is left out of the run, not reported as skipped.
        if ((Story.parameters.visual as { disable?: boolean } | undefined)?.disable === true) continue;
        test(name, async () => {
          const canvasElement = document.createElement('div');
          canvasElement.id = 'storybook-root';
          // Storybook's 'padded' layout (the default); 'fullscreen' stories draw edge to edge.
          if (Story.parameters.layout !== 'fullscreen') canvasElement.style.padding = '1rem';
          document.body.append(canvasElement);
          // A phone story (phoneStory in packages/ui) is drawn at the phone's size; every other at the desktop's.
          const viewport = (Story.parameters.visual as { viewport?: { width: number; height: number } } | undefined)
            ?.viewport;
          if (viewport) await page.viewport(viewport.width, viewport.height);
          try {
            await Story.run({ canvasElement });
            await settle();
            await expect(page.elementLocator(document.body)).toMatchScreenshot(`${screenshotName}--${name}`);
          } finally {
            canvasElement.remove();
            if (viewport) await page.viewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
          }
        });
      }
    });
  }
}
