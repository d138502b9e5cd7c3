import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './browser.ts';

type ContextOptions = NonNullable<Parameters<typeof playwright>[0]>['contextOptions'];

/**
 * Vitest's browser mode in the system Chromium, headless; `contextOptions` sets the page's emulation (time zone,
 * locale) where a project needs it fixed. The clipboard is allowed, as a user's click allows it, so copy buttons
 * copy in tests and stories and a test can read back what they copied.
 */
export function chromiumBrowser(contextOptions?: ContextOptions) {
  return {
    enabled: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'], ...contextOptions },
    }),
    headless: true,
    instances: [{ browser: 'chromium' as const }],
  };
}

/** The one browser block every browser project uses. */
export const chromiumBrowserMode = chromiumBrowser();
