/**
 * Every source module a package's public entries reach, as an entry of its own for tsup (packages/ui's and
 * packages/features' builds): esbuild's splitting then keeps each module in a file of its own, as Rollup's
 * `preserveModules` would. With `"sideEffects"` naming only CSS, a host's bundler drops every file its imports do
 * not reach; in one chunk of many modules it keeps each top-level call of the chunk (a zod schema, a `cva(...)`), and
 * with it what the call needs, whether the host uses it or not.
 */
import { createRequire } from 'node:module';

interface ModuleEntriesOptions {
  /** The package folder. */
  root: string;
  /** The public entries, as tsup takes them: name → source file relative to `root`. */
  entries: Record<string, string>;
  /** Packages the build leaves to the host (dependencies and peers); their subpaths too. */
  external: string[];
}

/** What this file asks of esbuild: it is tsup's dependency, not ours, so its own types are out of reach. */
interface Esbuild {
  build: (options: Record<string, unknown>) => Promise<{
    metafile: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
  }>;
}

/** `src/licenses/license-grid.tsx` → `modules/licenses/license-grid`; `../domain/src/x.ts` → `modules/domain/x`. */
function entryName(file: string): string {
  const path = file.replace(/\.tsx?$/, '');
  const workspace = /^\.\.\/([^/]+)\/src\/(.*)$/.exec(path);
  if (workspace) return `modules/${workspace[1]}/${workspace[2]}`;
  return `modules/${path.replace(/^src\//, '')}`;
}

/**
 * The public entries plus one entry per module with code they reach, statically or through `import()`, found by
 * bundling them once with esbuild (the one tsup builds with) and reading its metafile.
 */
async function moduleEntries({ root, entries, external }: ModuleEntriesOptions): Promise<Record<string, string>> {
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild') as Esbuild;
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.values(entries),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'modules-scan',
    splitting: true,
    logLevel: 'silent',
    external: external.flatMap((name) => [name, `${name}/*`]),
    loader: { '.css': 'empty' },
  });
  // Paths relative to `root`; a module of types only leaves no code, and would be an empty file.
  const withCode = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => file),
    ),
  );
  const modules = [...withCode].filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'));
  const publicFiles = new Set(Object.values(entries));
  return {
    ...entries,
    ...Object.fromEntries(modules.filter((file) => !publicFiles.has(file)).map((file) => [entryName(file), file])),
  };
}

export { moduleEntries };
