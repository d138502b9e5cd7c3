import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './browser.ts';

type ContextOptions = NonNullable<Parameters<typeof playwright>[0]>['contextOptions'];

/**
 * Vitest's browser mode in the system Chromium, headless; `contextOptions` sets the page's emulation (time zone,
 * locale) where a project needs it fixed.
 */
export function chromiumBrowser(contextOptions?: ContextOptions) {
  return {
    enabled: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions }),
    headless: true,
    instances: [{ browser: 'chromium' as const }],
  };
}

/** The one browser block every browser project uses. */
export const chromiumBrowserMode = chromiumBrowser();
