import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import uiPackage from '../packages/ui/package.json' with { type: 'json' };
import { chromiumLaunchOptions } from './browser.ts';

type ContextOptions = NonNullable<Parameters<typeof playwright>[0]>['contextOptions'];

/**
 * Vitest's browser mode in the system Chromium, headless; `contextOptions` sets the page's emulation (time zone,
 * locale) where a project needs it fixed. The clipboard is allowed, as a user's click allows it, so copy buttons
 * copy in tests and stories and a test can read back what they copied.
 */
export function chromiumBrowser(contextOptions?: ContextOptions) {
  return {
    enabled: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'], ...contextOptions },
    }),
    headless: true,
    instances: [{ browser: 'chromium' as const }],
  };
}

/** The one browser block every browser project uses. */
export const chromiumBrowserMode = chromiumBrowser();

/**
 * packages/ui's runtime dependencies, as a project whose code imports the design system pre-bundles them (Vite's
 * `@license-console/ui > dependency`).
 */
export const uiDependencies = Object.keys(uiPackage.dependencies).map((name) => `@license-console/ui > ${name}`);

interface UnitProjectOptions {
  /** The project's name, which `--project` selects. */
  name: string;
  /** What its tests import besides React and vitest-browser-react, pre-bundled up front. */
  dependencies: string[];
  /** Browser commands its tests call, which run in Node. */
  commands?: Record<string, () => unknown>;
}

/**
 * A package's unit tests (the *.test.ts and *.test.tsx files under its src) with React in the system Chromium. Their
 * dependencies are pre-bundled up front: a dependency discovered mid-run reloads the page and fails the file on a
 * cold cache.
 */
export function unitProject({ name, dependencies, commands }: UnitProjectOptions) {
  return defineProject({
    plugins: [react()],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
        'vitest-browser-react',
        ...dependencies,
      ],
    },
    test: {
      name,
      include: ['src/**/*.test.{ts,tsx}'],
      browser: commands ? { ...chromiumBrowserMode, commands } : chromiumBrowserMode,
    },
  });
}
