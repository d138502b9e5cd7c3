import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { INT32_MAX, passwordTextSchema } from '../entities/bounds.ts';
import type { CallDefinition } from './define.ts';
import { contract } from './index.ts';
import { uploadFileSchema } from './shared.ts';

interface Leaf {
  path: string;
  schema: z.ZodMiniType;
}

/** Fields the database keeps as `bigint`: any safe whole number fits them. */
const BIGINT_FIELDS = new Set(['LimitTokens', 'limitTokens']);

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
};
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;
const longestList = (schema: z.ZodMiniType) =>
  defOf(schema).checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;

/** Every value a request part is built from: strings, numbers, lists, and the rest (a pipe reads text as a boolean). */
function leavesOf(schema: z.ZodMiniType, path: string): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, value]) => leavesOf(value, path ? `${path}.${key}` : key)),
        ...(def.catchall && defOf(def.catchall).type !== 'never' ? leavesOf(def.catchall, `${path}.*`) : []),
      ];
    case 'optional':
    case 'nullable':
    case 'default':
      return leavesOf(def.innerType as z.ZodMiniType, path);
    case 'array':
      return [{ path, schema }, ...leavesOf(def.element as z.ZodMiniType, `${path}[]`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => leavesOf(option, path));
    default:
      return [{ path, schema }];
  }
}

const requestLeaves = (Object.entries(contract) as [string, CallDefinition][]).flatMap(([name, call]) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    call[part] ? leavesOf(call[part], '').map((leaf) => ({ ...leaf, call: name, part })) : [],
  ),
);
const ofType = (type: string) => requestLeaves.filter((leaf) => defOf(leaf.schema).type === type);
const named = (leaves: typeof requestLeaves) =>
  leaves.map((leaf) => [`${leaf.call} ${leaf.part} ${leaf.path}`, leaf] as const);

describe('given every input of the contract', () => {
  it('should build requests only from bounded kinds of values', () => {
    const kinds = new Set(requestLeaves.map((leaf) => defOf(leaf.schema).type));
    expect([...kinds].sort()).toEqual(['array', 'boolean', 'custom', 'enum', 'number', 'pipe', 'string']);
  });

  it.each(named(ofType('string')))('should give the text %s a longest length', (_name, leaf) => {
    expect(z.toJSONSchema(leaf.schema).maxLength).toBeGreaterThan(0);
  });

  it.each(named(ofType('number')))('should give the number %s a range the database holds', (_name, leaf) => {
    const { minimum: minValue, maximum: maxValue } = z.toJSONSchema(leaf.schema);
    const field = leaf.path.split('.').at(-1) ?? '';
    expect(minValue).toBeGreaterThanOrEqual(BIGINT_FIELDS.has(field) ? 0 : -INT32_MAX - 1);
    expect(maxValue).toBeLessThanOrEqual(BIGINT_FIELDS.has(field) ? Number.MAX_SAFE_INTEGER : INT32_MAX);
  });

  it.each(named(ofType('array')))('should give the list %s a largest size', (_name, leaf) => {
    expect(longestList(leaf.schema)).toBeGreaterThan(0);
  });

  it('should take files only through the bounded upload schema', () => {
    expect(ofType('custom').every((leaf) => leaf.schema === uploadFileSchema)).toBe(true);
  });

  it.each(named([...ofType('string'), ...ofType('pipe')].filter((leaf) => leaf.schema !== passwordTextSchema)))(
    'should refuse a NUL or other control character in the text %s',
    (_name, leaf) => {
      fc.assert(
        fc.property(
          fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u009b'),
          fc.nat({ max: 5 }),
          (control, at) => {
            const text = `abc@d.ef`.slice(0, at) + control + `abc@d.ef`.slice(at);
            expect(leaf.schema.safeParse(text).success).toBe(false);
          },
        ),
        { numRuns: 20 },
      );
    },
  );
});
