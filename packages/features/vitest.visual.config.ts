import { visualProject } from '../../scripts/vitest-visual.ts';
import unitProject from './vitest.config.ts';

/**
 * Visual regression of the widgets: every story of packages/features (on the fake ConsoleApi of the Storybook
 * preview) compared with the baselines committed under visual/__screenshots__ (see README.md, "Visual regression").
 * The widgets' dependencies are pre-bundled as their unit project does.
 */
export default visualProject({
  name: 'visual-features',
  root: import.meta.dirname,
  dependencies: unitProject.optimizeDeps?.include,
});
