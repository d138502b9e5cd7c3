/**
 * One owner per resource: each server module serves only the calls of its own contract file
 * (`packages/domain/src/contract/<module>.ts`), every call of the contract is served by exactly one module, and each
 * module has its browser side in `packages/features/src/<module>/`, or is listed below as server-only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../packages/domain/src/contract/index.ts';

const root = join(import.meta.dirname, '..');
const modulesDir = join(root, 'apps/server/src/modules');
const contractDir = join(root, 'packages/domain/src/contract');
const featuresDir = join(root, 'packages/features/src');

/** Modules with no browser side: they serve no call of their own. */
const SERVER_ONLY = new Set(['reminders']);

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The contract calls a module's code serves (`serve(contract.name, …)`), its tests left out. */
function servedBy(module: string): Set<string> {
  const served = new Set<string>();
  for (const file of readdirSync(join(modulesDir, module))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(modulesDir, module, file), 'utf8');
    for (const [, name] of source.matchAll(/\bserve\(\s*contract\.(\w+)/g)) served.add(name!);
  }
  return served;
}

/** The calls a contract file defines: the keys of its exported `…Calls` objects. */
async function callsOf(module: string): Promise<Set<string>> {
  const file = join(contractDir, `${module}.ts`);
  if (!existsSync(file)) return new Set();
  const exported: Record<string, unknown> = await import(file);
  return new Set(
    Object.entries(exported)
      .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
      .flatMap(([, value]) => Object.keys(value as object)),
  );
}

describe('given the server modules, the contract files and the feature folders', () => {
  it.each(modules)('should serve from %s only the calls of its own contract file', async (module) => {
    const own = await callsOf(module);
    const foreign = [...servedBy(module)].filter((name) => !own.has(name));
    expect(foreign).toEqual([]);
    if (!SERVER_ONLY.has(module)) expect(own.size).toBeGreaterThan(0);
  });

  it('should serve every call of the contract from exactly one module', () => {
    const owners = new Map<string, string[]>();
    for (const module of modules)
      for (const name of servedBy(module)) owners.set(name, [...(owners.get(name) ?? []), module]);
    // An older variant that shares its route and cannot be told apart by its body is served with the call it varies.
    const servedAs = (name: string) => (contract[name as keyof typeof contract] as { variantOf?: string }).variantOf;
    const unserved = Object.keys(contract).filter((name) => !owners.has(name) && !owners.has(servedAs(name) ?? ''));
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect(unserved).toEqual([]);
    expect(shared).toEqual([]);
  });

  it.each(modules)('should give %s a feature folder of its name, or say why not', (module) => {
    if (SERVER_ONLY.has(module)) return expect(servedBy(module).size).toBe(0);
    expect(existsSync(join(featuresDir, module, 'index.ts')), `packages/features/src/${module}/index.ts`).toBe(true);
  });

  it("should name the widgets' port of each module as the module, in camel case", () => {
    const source = readFileSync(join(featuresDir, 'api/console-api.ts'), 'utf8');
    const body = /interface ConsoleApi \{([^}]*)\}/.exec(source)![1]!;
    const ports = [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
    const camel = (module: string) => module.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    expect(ports.sort()).toEqual(
      modules
        .filter((module) => !SERVER_ONLY.has(module))
        .map(camel)
        .sort(),
    );
  });

  it('should keep no stale entry in its list', () => {
    expect([...SERVER_ONLY].filter((module) => !modules.includes(module))).toEqual([]);
  });
});
