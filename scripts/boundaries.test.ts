/**
 * The layering rules of biome.json hold: each forbidden import, written where the rule forbids it, fails the
 * linter, and the allowed neighbour of each passes. The files are written to a scratch copy of the layout with the
 * repository's own configuration, so the check exercises exactly what `pnpm x:lint` enforces.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const biomeBin = createRequire(join(root, 'package.json')).resolve('@biomejs/biome/bin/biome');

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

// [file in the layout, import specifier, forbidden?, what it imports (`{ value }` unless told)]
const cases: Array<[string, string, boolean, string?]> = [
  ['packages/domain/src/rules/x.ts', '@license-console/ui', true],
  ['packages/domain/src/rules/x.ts', '../../../features/src/index.ts', true],
  ['packages/domain/src/rules/x.ts', './paging.ts', false],
  ['packages/ui/src/x.ts', '@license-console/features', true],
  ['packages/ui/src/x.ts', '../../features/src/licenses/index.ts', true],
  ['packages/ui/src/x.ts', '@license-console/domain/src/rules/paging.ts', true],
  ['packages/ui/src/x.ts', '../../domain/src/rules/paging.ts', true],
  ['packages/ui/src/x.ts', '@license-console/domain', false],
  ['packages/features/src/licenses/x.ts', '../../../../apps/console/src/main.tsx', true],
  ['packages/features/src/licenses/x.ts', '@license-console/ui/src/data-grid.tsx', true],
  ['packages/features/src/licenses/x.ts', '@license-console/ui', false],
  ['packages/features/src/licenses/x.ts', '../api/transport.ts', false],
  ['packages/features/src/licenses/x.ts', '../shared/app-link.tsx', false],
  ['packages/features/src/merge/x.ts', '../licenses/license-columns.tsx', true],
  ['packages/features/src/merge/x.ts', '../licenses/index.ts', false],
  ['packages/features/src/products/x.ts', '../licenses/paths.ts', false],
  ['packages/features/src/licenses/x.ts', '../users/http.ts', true],
  ['packages/features/src/licenses/x.ts', '../session/fake.ts', true],
  ['packages/features/src/licenses/x.ts', '../testing/fake-console-api.ts', true],
  ['packages/features/src/merge/x.test.ts', '../licenses/license-columns.tsx', true],
  ['packages/features/src/merge/x.test.ts', '../licenses/fake.ts', false],
  ['packages/features/src/merge/x.stories.tsx', '../licenses/fake-merge.ts', false],
  ['packages/features/src/merge/x.test.ts', '../testing/render-hook-with-api.tsx', false],
  ['packages/features/src/products/fake-x.ts', '../licenses/api.ts', false],
  ['packages/features/src/products/fake-x.ts', '../licenses/queries.ts', true],
  ['packages/features/src/adapter/x.ts', '../licenses/http.ts', false],
  ['packages/features/src/adapter/x.ts', '../licenses/license-grid.tsx', true],
  ['apps/server/src/lib/x.ts', '@license-console/features', true],
  ['apps/server/src/lib/x.ts', '../../../../packages/ui/src/index.ts', true],
  ['apps/server/src/modules/session/x.ts', '../users/repository.ts', true],
  ['apps/server/src/modules/session/x.ts', '../../modules/users/repository.ts', true],
  ['apps/server/src/modules/session/x.ts', '@license-console/ui', true],
  ['apps/server/src/modules/session/x.ts', './repository.ts', false],
  ['apps/server/src/modules/session/x.ts', '../users/service.ts', false],
  ['packages/domain/src/rules/x.ts', 'zod', true],
  ['packages/domain/src/rules/x.ts', 'zod/mini', false],
  ['packages/features/src/licenses/x.ts', 'zod', true],
  ['packages/ui/src/x.ts', 'zod', true],
  ['apps/console/src/x.ts', 'zod', true],
  ['apps/console/src/x.ts', 'zod/v4', true],
  ['apps/console/src/x.ts', 'zod/v4/classic', true],
  ['packages/features/src/licenses/x.ts', 'zod/v3', true],
  ['packages/features/src/licenses/x.ts', 'zod/mini', false],
  ['apps/server/src/lib/x.ts', 'zod', true],
  ['apps/server/src/modules/session/x.ts', 'zod', true],
  ['apps/server/src/modules/session/x.ts', 'zod/mini', false],
  // The messages as a namespace, so a widget's build keeps only the sections it reads.
  ['packages/features/src/licenses/x.ts', '@license-console/domain', true, '{ messages }'],
  ['packages/features/src/licenses/x.ts', '@license-console/domain', true, '{ reminderMessages }'],
  ['packages/features/src/licenses/x.ts', '@license-console/domain', false, '{ mergeMessages }'],
  ['packages/features/src/licenses/x.ts', '@license-console/domain/messages', false, '* as messages'],
  ['packages/features/src/licenses/x.ts', '@license-console/domain/reminder-messages', false, '* as reminderMessages'],
  ['packages/features/src/licenses/x.ts', '@license-console/domain/contract', true],
  ['packages/domain/src/rules/x.ts', '../messages.ts', true, '{ messages }'],
  ['packages/domain/src/rules/x.ts', '../messages-reminders.ts', true, '{ reminderMessages }'],
  ['packages/domain/src/rules/x.ts', '../messages/sections.ts', false, '* as messages'],
];

/** Where an import case is written: `x` in its file's name becomes `case-<index>` (`x.test.ts`, `case-3.test.ts`). */
const casePath = (file: string, index: number) => file.replace(/x((\.\w+)?\.tsx?)$/, `case-${index}$1`);

const cycleDir = 'packages/domain/src/rules';
const cycleFiles: Record<string, string> = {
  [`${cycleDir}/cycle-a.ts`]: "import type { B } from './cycle-b.ts';\n\nexport const a = (b: B) => b;\n",
  [`${cycleDir}/cycle-b.ts`]: "import { a } from './cycle-a.ts';\n\nexport type B = number;\nexport const b = a(1);\n",
  [`${cycleDir}/line-a.ts`]: "import { c } from './line-b.ts';\n\nexport const a = c + 1;\n",
  [`${cycleDir}/line-b.ts`]: 'export const c = 1;\n',
};

// [file in the layout, its content, refused?]: what biome.json's plugins judge (scripts/biome/*.grit).
const pluginCases: Array<[string, string, boolean]> = [
  ['apps/server/src/modules/session/index.ts', "export { createSessionRepository } from './repository.ts';\n", true],
  ['apps/server/src/modules/session/index.ts', "export type { SessionRow } from './repository.ts';\n", true],
  ['apps/server/src/modules/session/index.ts', "export * from '../users/repository.ts';\n", true],
  ['apps/server/src/modules/session/service.ts', "export * as statements from './repository.ts';\n", true],
  ['apps/server/src/modules/session/index.ts', "export { createSessionService } from './service.ts';\n", false],
  [
    'apps/server/src/modules/session/index.ts',
    "import { createSessionRepository } from './repository.ts';\n\nexport const made = createSessionRepository;\n",
    false,
  ],
  ['apps/server/src/modules/session/repository.ts', "export { IMPORT_BATCH } from './bulk-repository.ts';\n", false],
];
/** Where a plugin case is written: its file's folder, its name kept at the end (a repository stays one). */
const pluginPath = (file: string, index: number) => file.replace(/[^/]+$/, (name) => `plugin-${index}-${name}`);

let scratch: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'lc-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  // The plugins the configuration names, at the same place beside it.
  const plugins: string[] = [config, ...(config.overrides ?? [])].flatMap((part) => part.plugins ?? []);
  for (const plugin of plugins) {
    mkdirSync(dirname(join(scratch, plugin)), { recursive: true });
    writeFileSync(join(scratch, plugin), readFileSync(join(root, plugin)));
  }
  pluginCases.forEach(([file, content], index) => {
    const path = join(scratch, pluginPath(file, index));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  });
  cases.forEach(([file, specifier, , clause = '{ value }'], index) => {
    const path = join(scratch, casePath(file, index));
    mkdirSync(dirname(path), { recursive: true });
    const name = /(\w+) ?\}?$/.exec(clause)![1];
    writeFileSync(path, `import ${clause} from '${specifier}';\n\nexport { ${name} };\n`);
  });
  // Two files that import each other (one of them for a type only), and two where the imports go one way.
  for (const [file, content] of Object.entries(cycleFiles)) writeFileSync(join(scratch, file), content);
  const result = spawnSync(process.execPath, [biomeBin, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  diagnostics = (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('given the layering rules of biome.json', () => {
  it.each(
    cases.map(
      ([file, specifier, forbidden, clause = '{ value }'], index) =>
        [file, specifier, clause, forbidden, index] as const,
    ),
  )('should judge an import in %s of %s as %s (forbidden: %s)', (file, _specifier, _clause, forbidden, index) => {
    const path = casePath(file, index);
    const restricted = diagnostics.filter(
      (diagnostic) => diagnostic.location.path === path && diagnostic.category === 'lint/style/noRestrictedImports',
    );
    expect(restricted.length).toBe(forbidden ? 1 : 0);
  });

  it('should refuse files that import each other, type-only imports included, and pass imports that go one way', () => {
    const cycles = (file: string) =>
      diagnostics.filter(
        (diagnostic) =>
          diagnostic.location.path === `${cycleDir}/${file}` &&
          diagnostic.category === 'lint/suspicious/noImportCycles',
      ).length;
    expect(cycles('cycle-a.ts')).toBe(1);
    expect(cycles('cycle-b.ts')).toBe(1);
    expect(cycles('line-a.ts')).toBe(0);
    expect(cycles('line-b.ts')).toBe(0);
  });

  it.each(pluginCases.map(([file, content, refused], index) => [file, content, refused, index] as const))(
    'should judge in %s the re-export %j (refused: %s)',
    (file, _content, refused, index) => {
      const judged = diagnostics.filter(
        (diagnostic) => diagnostic.location.path === pluginPath(file, index) && diagnostic.category === 'plugin',
      );
      expect(judged.length).toBe(refused ? 1 : 0);
    },
  );

  it('should name the rule that was broken', () => {
    const messages = new Set(diagnostics.map((diagnostic) => diagnostic.message));
    expect(messages).toContain("A module never reaches into another module's repository: call that module's service.");
    expect(messages).toContain('Widgets never import an app: the console and other embedders import the widgets.');
  });
});
