import type { PlaywrightWorkerOptions } from '@playwright/test';

/**
 * What a failing journey leaves under its config's test-results: its trace (each action with the page's DOM before and
 * after it, the network, the sources) and a screenshot at the failure. The trace records no screencast: its frames,
 * taken all through every journey though kept only for a failure, were a third of the run's CPU (the browser's and
 * its compositor's work, and the runner's).
 */
export const failureEvidence: Pick<PlaywrightWorkerOptions, 'trace' | 'screenshot'> = {
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  screenshot: 'only-on-failure',
};
