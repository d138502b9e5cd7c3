import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEFT_OUT, zodWithoutJsonSchema } from './zod-without-json-schema.ts';

/** A script that builds classic schemas and hands them out, as the console's contract does. */
const ENTRY = 'virtual:zod-schemas';
const entrySource = `
import { z } from 'zod';
export const pack = z.object({ name: z.string().trim().min(1, { error: 'A name, please' }).max(20), seats: z.number().int() });
export const packs = z.array(pack);
`;

function entry(): Plugin {
  return {
    name: 'entry',
    enforce: 'pre',
    // Vite gives a library's entry as a path under its root.
    resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? entrySource : null),
  };
}

let root: string;

/** The script built as the console is (without or with the plugin): its text and its module. */
async function built(name: string, plugins: Plugin[]) {
  const outDir = join(root, name);
  await build({
    root: join(import.meta.dirname, '..'),
    configFile: false,
    logLevel: 'silent',
    plugins: [entry(), ...plugins],
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'schemas' },
    },
  });
  const file = join(outDir, 'schemas.js');
  return { text: await readFile(file, 'utf8'), module: await import(pathToFileURL(file).href) };
}

let plain: Awaited<ReturnType<typeof built>>;
let without: Awaited<ReturnType<typeof built>>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lc-zod-build-'));
  plain = await built('plain', []);
  without = await built('without', [zodWithoutJsonSchema()]);
}, 60_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe("given the console's build of zod's classic schemas", () => {
  it('should leave the JSON Schema conversion out', () => {
    // The conversion's default target names the JSON Schema draft it writes.
    expect(plain.text).toContain('draft-2020-12');
    expect(without.text).not.toContain('draft-2020-12');
    expect(without.text.length).toBeLessThan(plain.text.length - 20_000);
  });

  it('should check answers as before: what fits passes, transformed, and what does not fails with its message', () => {
    const { packs } = without.module;
    expect(packs.safeParse([{ name: '  Team  ', seats: 5 }])).toEqual({
      success: true,
      data: [{ name: 'Team', seats: 5 }],
    });
    const refused = packs.safeParse([{ name: ' ', seats: 1.5 }]);
    expect(refused.success).toBe(false);
    expect(
      refused.error.issues.map((issue: { path: unknown[]; message: string }) => [issue.path, issue.message]),
    ).toEqual(
      plain.module.packs
        .safeParse([{ name: ' ', seats: 1.5 }])
        .error.issues.map((issue: { path: unknown[]; message: string }) => [issue.path, issue.message]),
    );
    expect(refused.error.issues[0].message).toBe('A name, please');
  });

  it("should keep the schemas' own properties that read their checks", () => {
    const { pack } = without.module;
    expect([pack.shape.name.minLength, pack.shape.name.maxLength, pack.shape.seats.isInt]).toEqual([1, 20, true]);
  });

  it('should validate through the Standard Schema props, which form libraries read', async () => {
    const { pack } = without.module;
    expect(await pack['~standard'].validate({ name: 'Team', seats: 2 })).toEqual({ value: { name: 'Team', seats: 2 } });
  });

  it('should say so when something asks for a JSON Schema, instead of answering a wrong one', () => {
    const { pack } = without.module;
    expect(() => pack.toJSONSchema()).toThrow(LEFT_OUT);
    expect(() => pack['~standard'].jsonSchema.output({ target: 'draft-2020-12' })).toThrow(LEFT_OUT);
    expect(plain.module.pack.toJSONSchema()).toMatchObject({ type: 'object' });
  });
});
