/**
 * The repository's import graph, as the layering rules see it: every import between our source files, type-only ones,
 * re-exports and `import()` included, workspace packages resolved to their sources. `scripts/import-graph.test.ts`
 * holds the tree to it; run alone, it prints the measures:
 *
 *   node scripts/import-graph.ts          file cycles, feature-folder cycles, imports past a folder's entries
 *   node scripts/import-graph.ts --list   the same, each one named
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const ts: typeof import('typescript') = createRequire(join(root, 'package.json'))('typescript');

/** Where our sources are: what the linter checks, less the built and generated output. */
const SOURCE_DIRS = ['packages', 'apps', 'scripts', 'bench', 'e2e', '.storybook'];
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '.data', 'test-results', '__screenshots__']);
const SOURCE_FILE = /\.(ts|tsx|mts)$/;

const FEATURES = 'packages/features/src';
/** The feature folders every folder may reach into: what all the resources share. */
const COMMON_FOLDERS = new Set(['api', 'shared']);
/** The fakes and the providers of stories and tests: reached by them only. */
const TESTING_FOLDER = 'testing';

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type`, `export type`: erased from the build. */
  typeOnly: boolean;
  /** `import()`: loaded when first called. */
  dynamic: boolean;
}

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(path);
  }
}

/** Every source file, as a path from the repository's root. */
export function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir), files);
  return files.map((file) => relative(root, file)).sort();
}

/** The workspace packages' entries, from their package.json `exports`: `@license-console/features/licenses` → file. */
function workspaceEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const base of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, base))) {
      const manifest = join(root, base, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const { name: packageName, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name: string;
        exports?: Record<string, unknown>;
      };
      for (const [subpath, target] of Object.entries(exports ?? {})) {
        if (typeof target !== 'string' || !SOURCE_FILE.test(target)) continue;
        entries.set(subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`, join(base, name, target));
      }
    }
  }
  return entries;
}

/** The file an import names, when it is one of ours. */
function resolveImport(specifier: string, from: string, entries: Map<string, string>): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(root, dirname(from), specifier);
    return existsSync(path) && statSync(path).isFile() ? relative(root, path) : undefined;
  }
  return entries.get(specifier);
}

/** The specifiers a file imports, each with how: type-only, dynamic, or neither. */
function importsOf(file: string): Array<{ specifier: string; typeOnly: boolean; dynamic: boolean }> {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ specifier: string; typeOnly: boolean; dynamic: boolean }> = [];
  const visit = (node: import('typescript').Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import between our files. */
export function importEdges(files: readonly string[] = sourceFiles()): ImportEdge[] {
  const entries = workspaceEntries();
  return files.flatMap((from) =>
    importsOf(from).flatMap(({ specifier, typeOnly, dynamic }) => {
      const to = resolveImport(specifier, from, entries);
      return to ? [{ from, to, typeOnly, dynamic }] : [];
    }),
  );
}

/** The strongly connected groups of more than one node (or a node importing itself): each holds a cycle. */
export function cycles(edges: ReadonlyArray<{ from: string; to: string }>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next.get(node)?.has(node)) found.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** The feature folder a file is in (`licenses` for packages/features/src/licenses/x.ts), if any. */
export function featureFolderOf(file: string): string | undefined {
  if (!file.startsWith(`${FEATURES}/`)) return undefined;
  const parts = file.slice(FEATURES.length + 1).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

/** A story's, a test's or a fake's file: the testing side, which may reach the fakes and the test kit. */
export function isTestingSide(file: string): boolean {
  const name = file.split('/').pop() ?? '';
  return (
    /\.(test|stories)\.tsx?$/.test(name) ||
    /^fake(-[\w-]+)?\.ts$/.test(name) ||
    featureFolderOf(file) === TESTING_FOLDER
  );
}

/**
 * The files that compose every resource into one `ConsoleApi`: its type (the ports side by side) and the HTTP adapter
 * (each resource's adapter, loaded on its first call). They reach each folder's port (`api.ts`) and adapter
 * (`http.ts`).
 */
export const COMPOSITION_FILES = new Set([`${FEATURES}/api/console-api.ts`, `${FEATURES}/adapter/http-console-api.ts`]);

/**
 * Whether an import from one feature folder into another goes through a public entry of the one it reaches: its
 * `index.ts`, or `paths.ts` (its addresses, for a link, which loads none of its screens); a folder all share (`api/`,
 * `shared/`); for a story, a test or a fake, the fakes (`fake.ts`, `fake-*.ts`), the ports they answer for (`api.ts`)
 * and the test kit (`testing/`); for the composition, the ports and adapters.
 */
export function throughEntry(from: string, to: string): boolean {
  const source = featureFolderOf(from);
  const target = featureFolderOf(to);
  if (source === undefined || target === undefined || target === source) return true;
  if (COMMON_FOLDERS.has(target)) return true;
  const name = to.split('/').pop() ?? '';
  if (name === 'index.ts' || name === 'paths.ts') return true;
  if (isTestingSide(from) && (target === TESTING_FOLDER || name === 'api.ts' || /^fake(-[\w-]+)?\.ts$/.test(name))) {
    return true;
  }
  return COMPOSITION_FILES.has(from) && (name === 'api.ts' || name === 'http.ts');
}

/** The imports between two feature folders, as folder → folder edges, for those `keep` keeps. */
export function featureFolderEdges(
  edges: readonly ImportEdge[],
  keep: (edge: ImportEdge) => boolean,
): Array<{ from: string; to: string }> {
  const seen = new Set<string>();
  const folders: Array<{ from: string; to: string }> = [];
  for (const edge of edges) {
    const from = featureFolderOf(edge.from);
    const to = featureFolderOf(edge.to);
    if (!from || !to || from === to || !keep(edge) || seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    folders.push({ from, to });
  }
  return folders;
}

/** What the application runs: neither a test, a story nor a fake, nor a type the build erases. */
export const atRunTime = (edge: ImportEdge) => !edge.typeOnly && !isTestingSide(edge.from);

function main(): void {
  const list = process.argv.includes('--list');
  const edges = importEdges();
  const fileCycles = cycles(edges);
  const folderCycles = cycles(featureFolderEdges(edges, atRunTime));
  const crossFolder = edges.filter((edge) => {
    const target = featureFolderOf(edge.to);
    const source = featureFolderOf(edge.from);
    return (
      target !== undefined &&
      source !== undefined &&
      source !== target &&
      !COMMON_FOLDERS.has(target) &&
      target !== TESTING_FOLDER
    );
  });
  const pastIndex = crossFolder.filter((edge) => !edge.to.endsWith('/index.ts'));
  const pastEntries = crossFolder.filter((edge) => !throughEntry(edge.from, edge.to));
  const show = (label: string, items: readonly string[]) => {
    console.info(`${label}: ${items.length}`);
    if (list) for (const item of items) console.info(`  ${item}`);
  };
  show(
    'file import cycles (type-only and import() included)',
    fileCycles.map((group) => group.join(' ⇄ ')),
  );
  show(
    'feature-folder cycles (run-time imports)',
    folderCycles.map((group) => group.join(' ⇄ ')),
  );
  show(
    "imports into another resource's feature folder not through its index.ts",
    pastIndex.map((edge) => `${edge.from} → ${edge.to}`),
  );
  show(
    "imports into another resource's feature folder past its public entries",
    pastEntries.map((edge) => `${edge.from} → ${edge.to}`),
  );
}

if (import.meta.main) main();
