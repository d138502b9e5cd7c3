import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type ProxyOptions, type Rolldown, type UserConfig } from 'vite';
import { type PlanRoots, planChunks } from './build/chunk-plan.ts';
import { precompress } from './build/precompress.ts';
import { preloadOnlyWhatIsMissing } from './build/preload.ts';

type CodeSplittingGroup = NonNullable<
  Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>['groups']
>[number];

/** The API server the dev server and `vite preview` forward to. */
const apiTarget = process.env.LC_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/Authenticate', '/Account', '/external-login', '/dev'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false, xfwd: true }]),
);

/**
 * Libraries /login does without, in shared chunks rather than a share of them in each lazily loaded chunk: what every
 * screen that reads or sends data loads (`data`: the contract's zod, TanStack Query; the verification and password
 * screens too); what the screens with a form add (`forms`: react-hook-form and its resolvers; the license list, the
 * first screen after signing in, has none until its end-date dialog opens); what the screens with a dialog add
 * (`dialogs`: Radix's dialog with what it locks the page with, and Radix's parts common to it and the toast, which the
 * list's own menus and tooltip do not use; the shell's own dialogs load when one opens or while the page is idle); the
 * toasts (`toasts`: Radix's toast, which the shell draws from the first toast on); what the signed-in lists share
 * (`shell`: the data grid's engine, TanStack Table and its store), which bench/bundle-size.ts counts with the shell,
 * once; Radix's dropdown menu and what only it uses (`menus`: its menu, popper and roving focus), which the design
 * system's menus load as one first opens; Floating UI (`floating`), which places an open menu (through Radix's popper)
 * and an open tooltip, and loads with the first of them. Radix's slot stays out: /login uses it. TanStack Virtual, which only a long table needs, is a chunk of its own
 * (`virtual`), which the grid loads when it first windows its rows.
 */
const DATA_LIBRARIES = /[\\/]node_modules[\\/](zod|@tanstack[\\/](query-core|react-query))[\\/]/;
const FORM_LIBRARIES = /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/][^\\/]+)[\\/]/;
const DIALOG_LIBRARIES =
  /[\\/]node_modules[\\/](@radix-ui[\\/](react-(?!slot|compose-refs|toast|collection|visually-hidden)[^\\/]+|primitive)|react-remove-scroll[^\\/]*|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/;
const TOAST_LIBRARIES = /[\\/]node_modules[\\/]@radix-ui[\\/]react-(toast|collection|visually-hidden)[\\/]/;
const MENU_LIBRARIES =
  /[\\/]node_modules[\\/]@radix-ui[\\/]react-(dropdown-menu|menu|popper|roving-focus|arrow|use-size|use-rect|rect|direction)[\\/]/;
const FLOATING_LIBRARIES = /[\\/]node_modules[\\/]@floating-ui[\\/][^\\/]+[\\/]/;
const VIRTUAL_LIBRARIES = /[\\/]node_modules[\\/]@tanstack[\\/]virtual-core[\\/]/;
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/](@tanstack[\\/](table-core|react-table|store|react-store)|use-sync-external-store)[\\/]/;

/** The console's libraries in chunk groups of their own (see above); the plan's groups come after them. */
const LIBRARY_GROUPS = [
  { name: 'data', test: DATA_LIBRARIES, priority: 3 },
  { name: 'menus', test: MENU_LIBRARIES, priority: 3 },
  { name: 'floating', test: FLOATING_LIBRARIES, priority: 3 },
  { name: 'forms', test: FORM_LIBRARIES, priority: 2 },
  { name: 'dialogs', test: DIALOG_LIBRARIES, priority: 2 },
  { name: 'toasts', test: TOAST_LIBRARIES, priority: 2 },
  { name: 'virtual', test: VIRTUAL_LIBRARIES, priority: 2 },
  { name: 'shell', test: SHELL_LIBRARIES, priority: 1 },
];

const PLAN_ROOTS: PlanRoots = {
  signedOut: resolve(import.meta.dirname, 'src/routes/signed-out.tsx'),
  firstScreen: [
    resolve(import.meta.dirname, 'src/routes/signed-in.tsx'),
    resolve(import.meta.dirname, 'src/routes/sections/licenses-home.tsx'),
    resolve(import.meta.dirname, '../../packages/features/src/licenses/http.ts'),
  ],
};

function consoleConfig(groups: CodeSplittingGroup[], write = true): UserConfig {
  return {
    plugins: [react(), tailwindcss(), ...(write ? [precompress(), preloadOnlyWhatIsMissing()] : [])],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2023',
      sourcemap: write,
      write,
      // .vite/manifest.json: the module graph bench/bundle-size.ts follows (the server serves no dotfiles).
      manifest: write,
      rolldownOptions: {
        output: {
          // bench/bundle-size.ts holds /login, the shell and each route to their budgets. A dependency of these that
          // /login needs stays where it is (includeDependenciesRecursively), or /login would load the group; the
          // groups take every other one (tslib too), so no two chunks import each other, which the bench checks, and
          // chunks run in plain import order (strictExecutionOrder's wrappers would cost /login 3 KB).
          codeSplitting: { includeDependenciesRecursively: false, groups },
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
  };
}

/**
 * A build first plans the console's own chunks (build/chunk-plan.ts) from a build left to the bundler, in memory,
 * then builds with the plan's groups below the libraries'.
 */
export default defineConfig(async ({ command, isPreview }) => {
  if (command !== 'build' || isPreview) return consoleConfig(LIBRARY_GROUPS);
  const output = await build({
    ...consoleConfig(LIBRARY_GROUPS, false),
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
  });
  const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput]).flatMap((result) =>
    result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
  const plan = planChunks(chunks, PLAN_ROOTS);
  return consoleConfig([
    ...LIBRARY_GROUPS,
    ...(['login', 'console', 'common'] as const).map((name) => ({
      name,
      test: (id: string) => plan[name].has(id),
      priority: 0,
    })),
  ]);
});
