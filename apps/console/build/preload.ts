import type { Plugin, Rolldown } from 'vite';

type Bundle = Record<string, Pick<Rolldown.OutputChunk, 'imports'> | { type: 'asset' }>;

/**
 * The files a lazily loaded chunk needs that are not already loaded where it is imported from. Vite writes, beside
 * each `import()`, the list of files to preload with it; that list repeated every file the importing chunk had already
 * loaded itself (the entry, React, the shell), in every chunk that loads routes; leaving those out took about 1 KB off
 * the first signed-in screen (bench/bundle-size.ts). A chunk's static imports have all run before its own code does, so they are
 * left out.
 */
export function missingDependencies(bundle: Bundle, host: string, dependencies: readonly string[]): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const chunk = bundle[file];
    for (const next of chunk && 'imports' in chunk ? chunk.imports : []) visit(next);
  };
  visit(host);
  return dependencies.filter((dependency) => !loaded.has(dependency));
}

/** Vite's preload lists, with only what each import needs that its importer has not loaded (above). */
export function preloadOnlyWhatIsMissing(): Plugin {
  let bundle: Bundle = {};
  return {
    name: 'license-console:preload-only-what-is-missing',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
            hostType === 'js' ? missingDependencies(bundle, hostId, dependencies) : dependencies,
        },
      },
    }),
    // Vite fills in the lists as the bundle is written, after the chunks' imports are known: read them first.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as Bundle;
      },
    },
  };
}
