import { describe, expect, it } from 'vitest';
import { missingDependencies, preloadOnlyWhatIsMissing } from './preload.ts';

/** The shell imports React and the grid; the grid imports the table; a route needs the grid, the table and its form. */
const bundle = {
  'assets/shell.js': { imports: ['assets/react.js', 'assets/grid.js'] },
  'assets/react.js': { imports: [] },
  'assets/grid.js': { imports: ['assets/table.js'] },
  'assets/table.js': { imports: [] },
  'assets/form.js': { imports: ['assets/react.js'] },
  'assets/index.css': { type: 'asset' as const },
};
const routeNeeds = ['assets/grid.js', 'assets/table.js', 'assets/form.js', 'assets/react.js'];

type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** The plugin as Vite runs it: its config, then the bundle before Vite writes the preload lists. */
function runPlugin() {
  const plugin = preloadOnlyWhatIsMissing() as unknown as {
    config(): { build: { modulePreload: { resolveDependencies: Resolve } } };
    generateBundle: { order: string; handler(options: unknown, output: unknown): void };
  };
  const resolveDependencies = plugin.config().build.modulePreload.resolveDependencies;
  plugin.generateBundle.handler({}, bundle);
  return { plugin, resolveDependencies };
}

describe('preloading only what an import needs', () => {
  it('leaves out every file the importing chunk has loaded, directly or through its imports', () => {
    expect(missingDependencies(bundle, 'assets/shell.js', routeNeeds)).toEqual(['assets/form.js']);
  });

  it('keeps every file when the importer has loaded none of them', () => {
    expect(missingDependencies(bundle, 'assets/form.js', ['assets/grid.js', 'assets/table.js'])).toEqual([
      'assets/grid.js',
      'assets/table.js',
    ]);
  });

  it('reads the bundle before Vite writes the lists, and lists the same for an import from a script', () => {
    const { plugin, resolveDependencies } = runPlugin();
    expect(plugin.generateBundle.order).toBe('pre');
    expect(resolveDependencies('assets/route.js', routeNeeds, { hostId: 'assets/shell.js', hostType: 'js' })).toEqual([
      'assets/form.js',
    ]);
  });

  it('keeps what the HTML page preloads as Vite lists it', () => {
    const { resolveDependencies } = runPlugin();
    expect(resolveDependencies('assets/shell.js', routeNeeds, { hostId: 'index.html', hostType: 'html' })).toEqual(
      routeNeeds,
    );
  });
});
