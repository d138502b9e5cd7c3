import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/browser.ts';
import { failureEvidence } from './failure-evidence.ts';

/**
 * How every journey config runs: one worker, the journeys in order (they share one server and database), no retry,
 * 30 s a journey, in the system Chromium.
 */
export const journeyRun = {
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
} satisfies PlaywrightTestConfig;

/** What every journey's page uses: the console at `baseURL`, the system Chromium, and evidence of a failure. */
export const journeyUse = (baseURL: string) =>
  ({ baseURL, launchOptions: chromiumLaunchOptions, ...failureEvidence }) satisfies PlaywrightTestConfig['use'];
