import '../packages/ui/src/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import {
  type ConsoleApiOverrides,
  type FakeConsoleApiOptions,
  FakeConsoleProviders,
} from '../packages/features/src/testing/index.ts';
import { dismissToast, PHONE_VIEWPORT, Toaster } from '../packages/ui/src/index.ts';

/**
 * Every story gets a fresh QueryClient, the fake ConsoleApi (a story overrides methods with
 * `parameters.consoleApi` and options with `parameters.fakeApi`) and a Toaster (`parameters.withToaster: false`
 * when the story renders its own, as ConsoleShell does).
 */
const withConsole: Decorator = (Story, context) => (
  <FakeConsoleProviders
    overrides={context.parameters.consoleApi as ConsoleApiOverrides | undefined}
    options={context.parameters.fakeApi as FakeConsoleApiOptions | undefined}
  >
    <Story />
    {context.parameters.withToaster === false ? null : <Toaster />}
  </FakeConsoleProviders>
);

/** The toolbar's theme switch sets data-theme on the document, which swaps the token variables. */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

const preview: Preview = {
  decorators: [withConsole, withTheme],
  // The toasts' store outlives a story (one module for the whole page): a toast the story before raised is not this
  // story's, in Storybook as in the suites that run many stories in one page.
  beforeEach: () => {
    dismissToast();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
    // `phoneStory` (packages/ui) opens a story at the phone size; the others stay free to resize.
    viewport: {
      options: {
        phone: {
          name: 'Phone (390 px)',
          styles: { width: `${PHONE_VIEWPORT.width}px`, height: `${PHONE_VIEWPORT.height}px` },
          type: 'mobile',
        },
        desktop: { name: 'Desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
