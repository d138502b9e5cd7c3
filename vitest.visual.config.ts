import { defineConfig } from 'vitest/config';

/**
 * `pnpm x:visual`: the visual baselines of the design system (packages/ui) and of the widgets (packages/features)
 * in one run, so one `--update` or `-t` covers both. Each package's project keeps its baselines beside its stories'
 * test, under `packages/<package>/visual/__screenshots__/`.
 */
export default defineConfig({
  test: {
    projects: ['packages/ui/vitest.visual.config.ts', 'packages/features/vitest.visual.config.ts'],
  },
});
