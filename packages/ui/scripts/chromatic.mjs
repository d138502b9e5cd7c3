#!/usr/bin/env node
// Publishes the Storybook to Chromatic for teams that have a project there. Without CHROMATIC_PROJECT_TOKEN it
// does nothing and runs no test: the committed baselines (`pnpm test:visual`) are this repository's visual check.
import { spawnSync } from 'node:child_process';

const CHROMATIC_VERSION = '18.14.3';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping (no Chromatic project, nothing published).');
  process.exit(0);
}

// Fetched only when a token is given, so the workspace does not carry the package.
const result = spawnSync(
  'npm',
  [
    'exec',
    '--yes',
    `chromatic@${CHROMATIC_VERSION}`,
    '--',
    '--build-script-name',
    'x:storybook-build',
    '--exit-zero-on-changes',
  ],
  { stdio: 'inherit', cwd: new URL('../../..', import.meta.url).pathname },
);
process.exit(result.status ?? 1);
