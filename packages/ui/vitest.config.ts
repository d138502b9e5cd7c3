import { unitProject } from '../../scripts/vitest-browser.ts';
import { packAndRender } from './scripts/pack-fixture.ts';

/** Unit tests of the design system's logic (date masking, paging, selection) and components, in the system Chromium. */
export default unitProject({
  name: 'ui',
  dependencies: [
    'fast-check',
    'react-hook-form',
    '@tanstack/react-table',
    '@tanstack/virtual-core',
    '@radix-ui/react-slot',
    '@radix-ui/react-dialog',
    '@radix-ui/react-dropdown-menu',
    '@floating-ui/react-dom',
    'class-variance-authority',
    'clsx',
    'tailwind-merge',
  ],
  // Runs in Node for src/package.test.ts: build, pack, install into a fixture, render from it.
  commands: { packAndRender: () => packAndRender() },
});
