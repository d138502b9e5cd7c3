import { uiDependencies, unitProject } from '../../scripts/vitest-browser.ts';
import { packAndBuildApp } from './scripts/pack-fixture.ts';

/** Unit tests of the widgets' controller hooks and the adapters, in the system Chromium. */
export default unitProject({
  name: 'features',
  dependencies: [
    '@tanstack/react-query',
    'react-hook-form',
    '@hookform/resolvers/zod',
    'zod/mini',
    'ofetch',
    ...uiDependencies,
  ],
  // Runs in Node for src/package.test.ts: build and pack ui and features, install both, bundle an app from them.
  commands: { packAndBuildApp: () => packAndBuildApp() },
});
