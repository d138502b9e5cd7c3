import { uiDependencies, unitProject } from '../../scripts/vitest-browser.ts';

/** The console's routing by session state (spec §2.1), over the fake adapter, in the system Chromium. */
export default unitProject({
  name: 'console',
  dependencies: [
    'react-router',
    '@tanstack/react-query',
    '@license-console/features > ofetch',
    '@license-console/features > zod/mini',
    ...uiDependencies,
  ],
});
