import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './browser.ts';

/** Vitest's browser mode in the system Chromium, headless: the one browser block every browser project uses. */
export const chromiumBrowserMode = {
  enabled: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  headless: true,
  instances: [{ browser: 'chromium' as const }],
};
