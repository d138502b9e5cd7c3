#!/usr/bin/env node
// Publishes the Storybook (design system and widgets) to Chromatic for teams that have a project there, with the
// chromatic version pinned in the root package.json. Without CHROMATIC_PROJECT_TOKEN it does nothing and runs no
// test: the committed baselines (`pnpm x:visual`) are this repository's visual check.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping (no Chromatic project, nothing published).');
  process.exit(0);
}

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'chromatic'),
  ['--build-script-name', 'x:storybook-build', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root },
);
process.exit(result.status ?? 1);
