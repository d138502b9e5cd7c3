import { defineConfig } from 'vitest/config';

/**
 * `pnpm x:visual`: the visual baselines of the design system (packages/ui) and of the widgets (packages/features)
 * in one run, so one `--update` or `-t` covers both. Each package's project keeps its baselines beside its stories'
 * test, under `packages/<package>/visual/__screenshots__/`.
 */
export default defineConfig({
  test: {
    // The two packages' files side by side, each project in a Chromium of its own: the run took 209 s instead of the
    // 271 s of the two one after the other (2 cores).
    maxWorkers: 2,
    projects: ['packages/ui/vitest.visual.config.ts', 'packages/features/vitest.visual.config.ts'],
  },
});
