/**
 * What packages/ui's and packages/features' tsup builds share: ESM for the browser with type declarations, every
 * module the public entries reach a file of its own (module-entries.ts), source maps, and the package's
 * dependencies and peers left to the host.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from 'tsup';
import { moduleEntries } from './module-entries.ts';

interface LibraryConfigOptions {
  /** The package folder. */
  root: string;
  /** The public entries: name → source file relative to `root`. */
  entries: Record<string, string>;
  /** Compiler options of the declarations' build besides those every package needs. */
  dtsCompilerOptions?: Record<string, unknown>;
  /** What runs once the code is built (the stylesheets). */
  onSuccess: () => Promise<void>;
}

/** The package's dependencies and peers, which the build leaves to the host. */
export function externalPackages(root: string): string[] {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
  };
  return Object.keys({ ...packageJson.dependencies, ...packageJson.peerDependencies });
}

/** A package's tsup options: see above. */
export async function libraryConfig({
  root,
  entries,
  dtsCompilerOptions,
  onSuccess,
}: LibraryConfigOptions): Promise<Options> {
  const external = externalPackages(root);
  return {
    entry: await moduleEntries({ root, entries, external }),
    splitting: true,
    format: ['esm'],
    target: 'es2023',
    platform: 'browser',
    tsconfig: 'tsconfig.json',
    dts: {
      entry: entries,
      // The sources import with .ts/.tsx extensions; declarations may be emitted from them all the same.
      compilerOptions: {
        allowImportingTsExtensions: true,
        rewriteRelativeImportExtensions: true,
        noEmit: false,
        ...dtsCompilerOptions,
      },
    },
    sourcemap: true,
    clean: true,
    treeshake: true,
    external,
    onSuccess,
  };
}
