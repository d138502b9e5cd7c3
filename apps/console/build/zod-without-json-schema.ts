import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * zod's conversion of schemas to JSON Schema: the server's OpenAPI document uses it, the console never does. zod's
 * classic schemas still carry it (each schema's `toJSONSchema()`, the JSON Schema of its Standard Schema props), about
 * 5 KB gzip on every signed-in screen.
 */
const CONVERSION = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/**
 * Kept from the real module: what classic schemas' own properties read (a string's `minLength`, `maxLength` and
 * `format`, a number's `minValue`, `maxValue` and `isInt`), loaded from it under ORIGINAL; the bundler drops the rest.
 */
const KEPT = new Set(['aggregateChecks']);
const ORIGINAL = '?zod-original';

/** What a left-out conversion does when called: says so, instead of answering something wrong. */
export const LEFT_OUT = "zod's JSON Schema conversion is left out of the console's build";

/** The names a module exports: its `export function`, `export const` and `export { a as b }` forms. */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) ([\w$]+)/gm))
    names.add(name!);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

/**
 * The console's build with zod's JSON Schema conversion left out: both of its modules are replaced, at load, by one
 * that exports the same names. Each throws LEFT_OUT when called (KEPT excepted), except the `create…` factories,
 * which classic schemas call while reading their Standard Schema props: those answer a function that throws when
 * called. The names come from the real module, so a new zod that exports more still builds.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'license-console:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith(ORIGINAL)) return readFile(id.slice(0, -ORIGINAL.length), 'utf8');
      if (!CONVERSION.test(id)) return null;
      const names = exportedNames(await readFile(id, 'utf8'));
      const lines = [`const leftOut = () => { throw new Error(${JSON.stringify(LEFT_OUT)}); };`];
      for (const name of names) {
        if (KEPT.has(name)) lines.push(`export { ${name} } from ${JSON.stringify(`${id}${ORIGINAL}`)};`);
        else {
          const value = name.startsWith('create') ? '() => leftOut' : name === 'allProcessors' ? '{}' : 'leftOut';
          lines.push(`export const ${name} = ${value};`);
        }
      }
      return lines.join('\n');
    },
  };
}
