import { visualProject } from '../../scripts/vitest-visual.ts';

/**
 * Visual regression: every story of packages/ui rendered in the system Chromium (Inter bundled, animations off)
 * and compared with the baselines committed under visual/__screenshots__. Update them with `--update`
 * (see README.md, "Visual regression"). The root `pnpm x:visual` runs this and the widgets' project together.
 */
export default visualProject({
  name: 'visual-ui',
  root: import.meta.dirname,
  dependencies: ['react-hook-form', '@tanstack/virtual-core', '@floating-ui/react-dom'],
});
