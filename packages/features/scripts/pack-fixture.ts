/**
 * Proves the widgets install and run outside this repository: scripts/pack-fixture.ts builds and packs
 * packages/ui and packages/features and installs both tarballs into a fixture app outside the workspace; here the
 * app (the license grid with the fake adapter, in a QueryClientProvider, and the embedder stylesheet) is bundled
 * with Vite from the installed packages, and a consumer file type-checked against their declarations. Runs in
 * Node as a Vitest browser command (see vitest.config.ts); src/package.test.ts renders the bundle in Chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PackedPackageJson, withPackedFixture } from '../../../scripts/pack-fixture.ts';

const featuresDir = join(import.meta.dirname, '..');
const uiDir = join(featuresDir, '..', 'ui');

interface PackedSummary {
  files: string[];
  packageJson: PackedPackageJson;
  /** publint's findings on the tarball. */
  lint: string[];
  /** The LICENSE the tarball carries. */
  license: string;
}

interface FeaturesPackResult {
  /** The id of the element the fixture app renders into. */
  rootId: string;
  ui: PackedSummary;
  features: PackedSummary;
  /** The repository's LICENSE, which each package keeps a copy of. */
  rootLicense: string;
  /** The installed @license-console/features/styles.css, as published. */
  stylesheet: string;
  /** The fixture app bundled by Vite: one script that renders into `#${FIXTURE_ROOT_ID}`, and its CSS. */
  appScript: string;
  appCss: string;
  /** tsc's output on a consumer file importing the packages (empty when it type-checks). */
  typecheck: string;
  typecheckStatus: number | null;
}

const FIXTURE_ROOT_ID = 'license-console-fixture';

/** The embedder's app: the widget from its own entry, an adapter and a QueryClient, nothing else of ours. */
const appSource = `import '@license-console/features/styles.css';
import { ConsoleApiProvider } from '@license-console/features/api';
import { LicenseGrid } from '@license-console/features/licenses';
import { createFakeConsoleApi, fakeUsers } from '@license-console/features/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
const root = createRoot(document.getElementById('${FIXTURE_ROOT_ID}'));
root.render(
  h(QueryClientProvider, { client: new QueryClient() },
    h(ConsoleApiProvider, { api }, h(LicenseGrid, { user: fakeUsers.administrator, onNavigate() {}, onMerge() {} })),
  ),
);
window.unmountLicenseConsoleFixture = () => root.unmount();
`;

const consumerSource = `import { type ConsoleApi, type CurrentUser, type License } from '@license-console/features';
import { ConsoleApiProvider } from '@license-console/features/api';
import { LicenseGrid, type LicenseGridProps } from '@license-console/features/licenses';
import { createFakeConsoleApi, fakeUsers } from '@license-console/features/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';

const user: CurrentUser = fakeUsers.manager;
const api: ConsoleApi = createFakeConsoleApi({ licenses: { searchLicensePagedCount: async () => 0 } });
const props: LicenseGridProps = {
  user,
  onNavigate: (to: string) => void to,
  onMerge: (licenses: License[]) => void licenses.length,
};
export const app = createElement(
  QueryClientProvider,
  { client: new QueryClient() },
  createElement(ConsoleApiProvider, { api }, createElement(LicenseGrid, props)),
);
`;

async function bundleApp(dir: string): Promise<{ script: string; css: string }> {
  const { build } = await import('vite');
  const outDir = join(dir, 'dist');
  await build({
    configFile: false,
    root: dir,
    base: './',
    // Rolldown's notes on the dependencies' "use client" directives are no concern of a browser bundle.
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      // The stylesheet as a file of its own, as an embedder's page links it.
      cssCodeSplit: false,
      rolldownOptions: {
        input: join(dir, 'main.js'),
        // One classic script: the test page runs it as it is, with the adapter's lazy chunks inlined.
        output: { format: 'iife', codeSplitting: false, entryFileNames: 'app.js', assetFileNames: '[name][extname]' },
      },
    },
  });
  const css = readdirSync(outDir).filter((file) => file.endsWith('.css'));
  if (css.length !== 1)
    throw new Error(`the fixture app's bundle has ${css.length} stylesheets: ${readdirSync(outDir)}`);
  return { script: readFileSync(join(outDir, 'app.js'), 'utf8'), css: readFileSync(join(outDir, css[0]!), 'utf8') };
}

export function packAndBuildApp(): Promise<FeaturesPackResult> {
  return withPackedFixture(
    [uiDir, featuresDir],
    async (fixture) => {
      const [ui, features] = fixture.packages;
      fixture.write('main.js', appSource);
      const app = await bundleApp(fixture.dir);
      const typecheck = fixture.typecheck(consumerSource);
      const summary = ({ dir, files, packageJson, lint }: Omit<PackedSummary, 'license'> & { dir: string }) => ({
        files,
        packageJson,
        lint,
        license: readFileSync(join(dir, 'LICENSE'), 'utf8'),
      });
      return {
        rootId: FIXTURE_ROOT_ID,
        ui: summary(ui!),
        features: summary(features!),
        rootLicense: readFileSync(join(featuresDir, '..', '..', 'LICENSE'), 'utf8'),
        stylesheet: readFileSync(join(features!.dir, 'dist', 'styles.css'), 'utf8'),
        appScript: app.script,
        appCss: app.css,
        typecheck: typecheck.output,
        typecheckStatus: typecheck.status,
      };
    },
    { links: ['@types/react'] },
  );
}

export type { FeaturesPackResult };
