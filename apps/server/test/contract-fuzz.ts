import {
  type CallDefinition,
  emailTextSchema,
  opaqueIdSchema,
  passwordTextSchema,
  usDateSchema,
} from '@license-console/domain';
import fc from 'fast-check';
import { z } from 'zod/mini';
import {
  freshAddress,
  hostileNumberText,
  hostileText,
  hugeNumber,
  lonesomeSurrogate,
  malformedId,
  serverShapedId,
  usDateIn,
  wrongType,
} from './contract-fuzz-values.ts';
import type { CallInput } from './contract-request.ts';

export { freshAddress } from './contract-fuzz-values.ts';

/**
 * Requests to contract calls built from the calls' own schemas: well formed (what the console sends, with ids the
 * server issued), one value hostile (control characters, text far too long, numbers beyond any column, ids the
 * server never issued, values of the wrong type), or malformed (fields missing or extra, a body of another
 * shape, broken JSON, another content type).
 */

export const FUZZ_ROLES = ['anonymous', 'admin', 'manager', 'user'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/** Ids the server issued, by what they name, so well-formed requests reach past the lookups. */
export type KnownIds = Record<'license' | 'product' | 'user' | 'usage' | 'role' | 'organization' | 'site', string[]>;
type IdKind = keyof KnownIds;

/** The calls whose bare `id` (or list of ids) names something other than a license pack. */
const BARE_ID_OF: Readonly<Record<string, IdKind>> = {
  getProduct: 'product',
  deleteProduct: 'product',
  deleteSsoSite: 'site',
  updateUser: 'user',
  toggleUserRoles: 'user',
};

/** What an id field names, from its name (or its call's, for a bare id); anything else names a license pack. */
function idKindOf(call: string, key: string): IdKind {
  const kinds = [
    [/product/i, 'product'],
    [/role/i, 'role'],
    [/organization/i, 'organization'],
    [/site/i, 'site'],
    [/^usageId$/, 'usage'],
    [/^userId$/, 'user'],
  ] as const;
  const named = kinds.find(([pattern]) => pattern.test(key))?.[1];
  return named ?? (key === 'id' || key === '' ? BARE_ID_OF[call] : undefined) ?? 'license';
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string>;
  values?: unknown[];
};
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** Where a value goes: its call and field ('' for a whole part), and the ids the server issued. */
interface Field {
  call: string;
  key: string;
  knownIds: KnownIds;
}

/** A value the schema accepts, or near enough: what the console would send, with real ids and fresh addresses. */
function wellFormed(schema: z.ZodMiniType, at: Field): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return fc.option(wellFormed(def.innerType!, at), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(wellFormed(def.innerType!, at), { nil: null, freq: 3 });
    case 'object': {
      const shape = def.shape ?? {};
      return fc.record(
        Object.fromEntries(Object.keys(shape).map((key) => [key, wellFormed(shape[key]!, { ...at, key })])),
      );
    }
    case 'array':
      return fc.array(wellFormed(def.element!, at), { minLength: 1, maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => wellFormed(option, at)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'boolean':
      return fc.boolean();
    case 'pipe':
      return fc.constantFrom('true', 'false', '1', '0', 'yes', 'off');
    case 'number': {
      const { minimum: minValue = null, maximum: maxValue = null } = z.toJSONSchema(schema);
      return fc.oneof(
        fc.integer({ min: Math.max(minValue ?? 0, -5), max: Math.min(maxValue ?? 50, 50) }),
        fc.constantFrom(...[minValue, maxValue].filter((bound): bound is number => bound !== null)),
      );
    }
    case 'string':
      return wellFormedText(schema as z.ZodMiniString, at);
    default:
      return fc.constant(undefined);
  }
}

function wellFormedText(schema: z.ZodMiniString, { call, key, knownIds }: Field): fc.Arbitrary<string> {
  if (schema === opaqueIdSchema) {
    const ids = knownIds[idKindOf(call, key)];
    return fc.oneof(
      { weight: 6, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : serverShapedId },
      fc.constantFrom(...Object.values(knownIds).flat()),
      serverShapedId,
    );
  }
  if (schema === emailTextSchema) return freshAddress(call);
  if (schema === passwordTextSchema) return fc.string({ maxLength: 24 });
  // A period in order, from after today: it starts within the next four years and ends in the ten after them.
  if (schema === usDateSchema) {
    const year = new Date().getFullYear();
    return /start/i.test(key) ? usDateIn(year + 1, year + 4) : usDateIn(year + 5, year + 14);
  }
  const longest = z.toJSONSchema(schema).maxLength ?? 40;
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: Math.min(longest, 24) }) },
    fc.constant('w'.repeat(longest)),
  );
}

/** Hostile for the kind of value the schema wants (in a query, numbers as text too), or of another kind. */
function hostile(schema: z.ZodMiniType, inQuery: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') return hostile(def.innerType!, inQuery);
  const ofKind =
    def.type === 'number'
      ? inQuery
        ? fc.oneof(hugeNumber, hostileNumberText)
        : hugeNumber
      : schema === opaqueIdSchema
        ? malformedId
        : fc.oneof({ weight: 4, arbitrary: hostileText }, lonesomeSurrogate);
  return fc.oneof({ weight: 3, arbitrary: ofKind }, wrongType);
}

type Part = 'params' | 'query' | 'body';

/** One value of a request: where it sits and what the contract says of it. */
interface Slot {
  part: Part;
  path: (string | number)[];
  schema: z.ZodMiniType;
}

/** The values a request part is made of, down to texts, numbers and flags (the first item of a list). */
function slotsOf(schema: z.ZodMiniType, part: Part, path: (string | number)[] = []): Slot[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return slotsOf(def.innerType!, part, path);
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => slotsOf(field, part, [...path, key]));
    case 'array':
      return [{ part, path, schema }, ...slotsOf(def.element!, part, [...path, 0])];
    default:
      return [{ part, path, schema }];
  }
}

/** A URL carries only well-formed text. */
function urlSafe(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A value as text in a URL: numbers and flags spelled out, lists as repeated query keys, objects as JSON. */
function asText(item: unknown): string | string[] | undefined {
  if (item === undefined || item === null) return undefined;
  if (Array.isArray(item))
    return item.map((element) => (typeof element === 'string' ? element : JSON.stringify(element)));
  return typeof item === 'string' ? item : JSON.stringify(item);
}

const paramText = (param: unknown) => [asText(param) ?? ''].flat().join(',');

/** A request as it travels, before it is encoded: values for the body, text for the path and query. */
interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function put(target: Record<string, unknown> | unknown[], path: (string | number)[], item: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const container = target as Record<string | number, unknown>;
  if (rest.length === 0) {
    container[head] = item;
    return;
  }
  const next = container[head];
  const child = typeof next === 'object' && next !== null ? next : typeof rest[0] === 'number' ? [] : {};
  container[head] = child;
  put(child as Record<string, unknown>, rest, item);
}

/** Bodies that are not the call's shape at all: broken JSON, other JSON values, prototype pollution. */
const brokenBody = fc.constantFrom(
  '{',
  '',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
);

export interface FuzzRequest {
  role: FuzzRole;
  input: CallInput;
  /** Sent instead of the body, as JSON, when present. */
  rawBody?: string;
  /** A content type other than the call's own. */
  contentType?: string;
}

/**
 * Requests to one call, anonymous or as a role: a quarter well formed, half with one hostile value among
 * well-formed ones, a quarter malformed; now and then the body's encoding is broken too.
 */
export function requestsFor(name: string, call: CallDefinition, knownIds: KnownIds): fc.Arbitrary<FuzzRequest> {
  const schemaOf = (part: Part) => call[part];
  const partOf = (part: Part) => {
    const schema = schemaOf(part);
    return schema
      ? wellFormed(schema, { call: name, key: '', knownIds })
      : fc.constant(part === 'body' ? undefined : {});
  };
  const calm: fc.Arbitrary<Parts> = fc.record({
    params: partOf('params') as fc.Arbitrary<Record<string, unknown>>,
    query: partOf('query') as fc.Arbitrary<Record<string, unknown>>,
    body: partOf('body'),
  });
  const slots = (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = schemaOf(part);
    return schema ? slotsOf(schema, part) : [];
  });
  // One value hostile among well-formed ones, so the bad value is what the server has to face.
  const oneBadValue = fc
    .tuple(
      calm,
      fc
        .noBias(fc.integer({ min: 0, max: Math.max(slots.length - 1, 0) }))
        .chain((index) =>
          slots[index]
            ? hostile(slots[index].schema, slots[index].part === 'query').map((bad) => [slots[index]!, bad] as const)
            : fc.constant(undefined),
        ),
    )
    .map(([parts, target]) => {
      if (!target) return parts;
      const [slot, bad] = target;
      if (slot.path.length === 0) return { ...parts, [slot.part]: bad };
      const copy = structuredClone(parts);
      put(copy[slot.part] as Record<string, unknown>, slot.path, bad);
      return copy;
    });
  // A request of the wrong shape: a field left out, a field no call has, or a body of another kind.
  const malformed = fc
    .tuple(calm, fc.nat(), fc.constantFrom('extra', 'constructor', 'Email', 'id'), hostileText, wrongType)
    .map(([parts, pick, extraKey, extra, otherBody]) => {
      const copy = structuredClone(parts);
      const body = copy.body;
      if (pick % 3 === 0 && typeof body === 'object' && body !== null && !Array.isArray(body)) {
        const keys = Object.keys(body);
        if (keys.length > 0) delete (body as Record<string, unknown>)[keys[pick % keys.length]!];
      } else if (pick % 3 === 1) {
        copy.query[extraKey] = extra;
        if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
          (body as Record<string, unknown>)[extraKey] = extra;
        }
      } else if (call.body) {
        copy.body = otherBody;
      }
      return copy;
    });
  const wire = call.body
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant({}) },
        brokenBody.map((rawBody) => ({ rawBody })),
        fc
          .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
          .map((contentType) => ({ contentType })),
      )
    : fc.constant({});
  // A signed-in logout would end the role's session for every later call: anonymous only.
  const callers = name === 'logout' ? (['anonymous'] as const) : FUZZ_ROLES;
  return fc
    .record({
      role: fc.constantFrom(...callers),
      parts: fc.noBias(fc.oneof(calm, { weight: 2, arbitrary: oneBadValue }, malformed)),
      wire,
    })
    .filter(({ parts }) => Object.values(parts.params).every((param) => urlSafe(paramText(param))))
    .map(({ role, parts, wire: onWire }) => ({
      role,
      ...onWire,
      input: {
        params: Object.fromEntries(Object.entries(parts.params).map(([key, param]) => [key, paramText(param)])),
        query: Object.fromEntries(
          Object.entries(parts.query).flatMap(([key, item]) => {
            const text = asText(item);
            return text !== undefined && [text].flat().every(urlSafe) ? [[key, text]] : [];
          }),
        ),
        body: parts.body,
      },
    }));
}

/** A request as a failure report shows it: long texts cut short, so the counterexample stays readable. */
export function shortly(item: unknown): string {
  return JSON.stringify(item, (_key, part) =>
    typeof part === 'string' && part.length > 60 ? `${part.slice(0, 40)}…(${part.length} characters)` : part,
  );
}
