/**
 * The tree as the layering rules want it, measured on the real sources by scripts/import-graph.ts: no two files import
 * each other however far round (type-only imports and `import()` count too, which the linter's cycle rule does not
 * follow into lazy chunks); no two feature folders depend on each other at run time; a feature folder reaches another
 * only through its public entries; no server module's entry hands out a repository's statements.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { atRunTime, cycles, featureFolderEdges, type ImportEdge, importEdges, throughEntry } from './import-graph.ts';

const root = join(import.meta.dirname, '..');
const edges = importEdges();

describe('given the import graph', () => {
  it('should find the cycles of a graph, and none where the imports go one way', () => {
    const graph = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
      { from: 'e', to: 'e' },
    ];
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cycles(graph.filter((edge) => edge.from !== 'c' && edge.from !== 'e'))).toEqual([]);
  });

  it('should read type-only imports and import() as imports', () => {
    const from = (file: string) => edges.filter((edge) => edge.from === file);
    const adapter = from('packages/features/src/adapter/http-console-api.ts');
    expect(adapter.some((edge) => edge.dynamic && edge.to === 'packages/features/src/licenses/http.ts')).toBe(true);
    const ports = from('packages/features/src/api/console-api.ts');
    expect(ports.some((edge) => edge.typeOnly && edge.to === 'packages/features/src/licenses/api.ts')).toBe(true);
  });

  it('should find no files that import each other, type-only imports and import() included', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('should find no feature folders that depend on each other at run time', () => {
    expect(cycles(featureFolderEdges(edges, atRunTime))).toEqual([]);
  });

  it("should reach into another feature folder only through that folder's public entries", () => {
    const past = (list: readonly ImportEdge[]) =>
      list.filter((edge) => !throughEntry(edge.from, edge.to)).map((edge) => `${edge.from} → ${edge.to}`);
    expect(past(edges)).toEqual([]);
    const made = (from: string, to: string): ImportEdge[] => [
      { from: `packages/features/src/${from}`, to: `packages/features/src/${to}`, typeOnly: false, dynamic: false },
    ];
    expect(past(made('merge/merge-licenses.tsx', 'licenses/license-columns.tsx'))).toHaveLength(1);
    expect(past(made('merge/merge-licenses.tsx', 'licenses/index.ts'))).toHaveLength(0);
    expect(past(made('products/product-list.tsx', 'licenses/paths.ts'))).toHaveLength(0);
    expect(past(made('merge/merge-licenses.test.tsx', 'licenses/fake-merge.ts'))).toHaveLength(0);
    expect(past(made('merge/merge-licenses.tsx', 'licenses/fake.ts'))).toHaveLength(1);
  });
});

describe('given the server modules', () => {
  const modulesDir = join(root, 'apps/server/src/modules');
  const entries = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(modulesDir, entry.name, 'index.ts'));
  const program = ts.createProgram(entries, {
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
  });
  const checker = program.getTypeChecker();

  /**
   * What a module's entry exports of a repository file, however it got there: its statements (any value) or the
   * repository's type. The shapes of the records it reads may travel, as a service's answers do.
   */
  function repositoryExports(entry: string): string[] {
    const source = program.getSourceFile(entry);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) return [];
    return checker.getExportsOfModule(module).flatMap((symbol) => {
      const declared = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const files = (declared.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName);
      const statements = (declared.flags & ts.SymbolFlags.Value) !== 0 || /Repository$/.test(declared.getName());
      return statements && files.some((file) => /repository\.ts$/.test(file)) ? [symbol.getName()] : [];
    });
  }

  it.each(entries.map((entry) => [entry.slice(modulesDir.length + 1), entry]))(
    "should hand out from %s none of a repository's statements",
    (_name, entry) => {
      expect(repositoryExports(entry)).toEqual([]);
    },
  );
});
