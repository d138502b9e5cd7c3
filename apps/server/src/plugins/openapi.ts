import {
  accountLockCalls,
  aiTokenCalls,
  apiErrorSchema,
  apiTokenCalls,
  auditLogCalls,
  type CallDefinition,
  dashboardCalls,
  licenseCalls,
  licenseUsageCalls,
  organizationCalls,
  passwordSettingsCalls,
  peopleCalls,
  preconditionFailedSchema,
  productCalls,
  searchCalls,
  sessionCalls,
  singleSignOnCalls,
  takesIfMatch,
  userCalls,
} from '@license-console/domain';
import type { z } from 'zod/mini';
import type { ContractRoute } from './contract-routes.ts';
import { ETAG_DESCRIPTION, errorResponses, IF_MATCH_PARAMETER, preconditionFailedResponse } from './openapi-errors.ts';
import { type OperationRole, rolesOf, rolesSentence } from './openapi-roles.ts';
import { createSchemaConverter, type JsonSchema, type SchemaConverter, sampleOf } from './openapi-schemas.ts';
import type { Access } from './session.ts';

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  'x-older-variants'?: string[];
  /** The contract's other spellings of the path (letter case, parameter names), which the server matches alike. */
  'x-path-spellings'?: string[];
  'x-roles': readonly OperationRole[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  security: Record<string, string[]>[];
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** Each tag: the resource a call's path names, and what it covers. */
const TAGS: Record<string, string> = {
  Session: 'Sign-in, verification codes, forgotten and reset passwords, external sign-in, logout (spec §2.3).',
  Licenses: 'License packs: search, create, update, renew, merge, administrator handover (spec §2.4 to §2.6).',
  'License users': 'The people assigned to a pack, their sessions, CSV import and export (spec §2.7).',
  Products: 'Products and their SKUs (spec §2.8).',
  'Single sign-on': 'SSO sites and their key pairs (spec §2.9).',
  Users: "Users, profiles, countries and password settings (spec §2.10); a person's page and its helpdesk actions.",
  History: 'Who changed what, and when: the audit log of every write, as a page and as CSV.',
  Dashboard:
    'Seats at a glance: seats by product, packs ending soon and idle seats, for administrators and pack managers.',
  Search:
    'Find anything from the header: packs, people, products and SSO sites, a few of each, as the caller may see them.',
  'API tokens': 'Named bearer tokens for scripts and services: created, listed and revoked by their owner.',
  Operations: 'Health and readiness, for whoever runs the server.',
};

/**
 * Each call's tag: the resource its path names (a pack's organization and AI tokens with the licenses, the locks and
 * password settings and a person's page with the users).
 */
const GROUPS: readonly [string, Record<string, CallDefinition>][] = [
  ['Session', sessionCalls],
  ['Licenses', { ...licenseCalls, ...organizationCalls, ...aiTokenCalls }],
  ['License users', licenseUsageCalls],
  ['Products', productCalls],
  ['Single sign-on', singleSignOnCalls],
  ['Users', { ...userCalls, ...accountLockCalls, ...passwordSettingsCalls, ...peopleCalls }],
  ['API tokens', apiTokenCalls],
  ['History', auditLogCalls],
  ['Dashboard', dashboardCalls],
  ['Search', searchCalls],
];

function tagOf(name: string): string {
  return GROUPS.find(([, calls]) => name in calls)?.[0] ?? 'Users';
}

/** The top-level properties of an object schema, as OpenAPI parameters (path or query), path ones renamed. */
function parametersOf(
  converter: SchemaConverter,
  schema: z.ZodMiniType | undefined,
  where: 'path' | 'query',
  rename: ReadonlyMap<string, string> = new Map(),
): JsonSchema[] {
  if (!schema) return [];
  const object = converter.convert(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name: rename.get(name) ?? name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const BODY_MEDIA: Record<NonNullable<CallDefinition['bodyEncoding']>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** What a media type holds: its schema, and an example of it. */
function media(converter: SchemaConverter, schema: JsonSchema): JsonSchema {
  return { schema, example: sampleOf(schema, converter.components) };
}

function successResponse(converter: SchemaConverter, calls: readonly CallDefinition[]): [string, JsonSchema] {
  const call = calls[0]!;
  const status = String(call.status ?? 200);
  const headers: Record<string, JsonSchema> = Object.fromEntries(
    (call.readsHeaders ?? []).map((name) => [name, { schema: { type: 'string' }, description: `The ${name} header.` }]),
  );
  // A delete answers no ETag: the record is gone.
  if (call.versioned === 'read' || call.versioned === 'write') {
    headers.ETag = { schema: { type: 'string' }, description: ETAG_DESCRIPTION };
  }
  const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
  switch (call.responseEncoding ?? 'json') {
    case 'none':
      return [status, { description: call.status === 302 ? 'Redirects the browser.' : 'Done.', ...withHeaders }];
    case 'text':
      return [status, { description: 'Plain text.', content: { 'text/plain': { schema: { type: 'string' } } } }];
    case 'file':
      return [
        status,
        {
          description: 'A file to download.',
          content: { 'text/csv': { schema: { type: 'string' } } },
          headers: { 'Content-Disposition': { schema: { type: 'string' } } },
        },
      ];
    default: {
      // Variants sharing the route answer alike as a rule; where one answers otherwise, either answer may come.
      const answers = [...new Set(calls.map((each) => each.response))].map((schema) =>
        converter.convert(schema, 'output'),
      );
      const schema = answers.length === 1 ? answers[0]! : { anyOf: answers };
      return [
        status,
        { description: 'Done.', content: { 'application/json': media(converter, schema) }, ...withHeaders },
      ];
    }
  }
}

/** The body of a route: one call's, or the variants' as `oneOf` choices (the older ones deprecated). */
function requestBody(converter: SchemaConverter, calls: readonly NamedRoute[]): JsonSchema | undefined {
  const withBodies = calls.filter(({ call }) => call.body);
  if (withBodies.length === 0) return undefined;
  const type = BODY_MEDIA[withBodies[0]!.call.bodyEncoding ?? 'json'];
  const distinct = withBodies.filter(
    ({ call }, index) => withBodies.findIndex((other) => other.call.body === call.body) === index,
  );
  const schemas = distinct.map(({ call, name }) => ({
    title: name,
    ...(call.variantOf ? { deprecated: true } : {}),
    ...converter.convert(call.body!, 'input'),
  }));
  const schema = schemas.length === 1 ? schemas[0]! : { oneOf: schemas };
  return { required: true, content: { [type]: media(converter, schema) } };
}

/** A path as the server matches it: letter case and the names of its parameters make no difference. */
export function pathShape(path: string): string {
  return path.toLowerCase().replace(/\{\w+\}/g, '{}');
}

const parameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * The spelling a path's operations share in the document: the one most of its current calls use, then the one whose
 * parameter names say more (`{licenseId}` over `{id}`), then the first.
 */
function canonicalSpelling(entries: readonly NamedRoute[]): string {
  const current = entries.filter(({ call }) => !call.variantOf);
  const counts = new Map<string, number>();
  for (const { call } of current.length > 0 ? current : entries) {
    counts.set(call.path, (counts.get(call.path) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || b.length - a.length)[0]![0];
}

interface NamedRoute extends ContractRoute {
  name: string;
}

/** The path and query parameters of a route's calls; a query parameter one variant lacks is never required. */
function operationParameters(converter: SchemaConverter, ordered: readonly NamedRoute[], canonical: string) {
  const primary = ordered[0]!.call;
  const rename = new Map(parameterNames(primary.path).map((name, index) => [name, parameterNames(canonical)[index]!]));
  const query = new Map<string, JsonSchema>();
  for (const { call } of ordered) {
    for (const parameter of parametersOf(converter, call.query, 'query')) {
      const name = String(parameter.name);
      const seen = query.get(name);
      query.set(name, { ...(seen ?? parameter), required: Boolean(seen?.required ?? true) && !!parameter.required });
    }
  }
  for (const [name, parameter] of query) {
    if (!ordered.every(({ call }) => parametersOf(converter, call.query, 'query').some((p) => p.name === name))) {
      query.set(name, { ...parameter, required: false });
    }
  }
  return [
    ...parametersOf(converter, primary.params, 'path', rename),
    ...query.values(),
    ...(takesIfMatch(primary) ? [IF_MATCH_PARAMETER] : []),
  ];
}

/** The sentences of an operation's description: the variants it serves, other spellings, who may call it. */
function describe(names: readonly string[], spellings: readonly string[], access: Access): string {
  const sentences: string[] = [];
  const older = names.slice(1);
  if (older.length > 0) {
    sentences.push(
      `Also serves the older variant ${older.join(', ')} (deprecated) on the same route, told apart by its body or query.`,
    );
  }
  if (spellings.length > 0) {
    sentences.push(
      `The server matches the path in any letter case; the contract also spells it ${spellings.map((s) => `\`${s}\``).join(', ')}.`,
    );
  }
  sentences.push(rolesSentence(names[0]!, access));
  return sentences.join(' ');
}

/**
 * The OpenAPI 3.1 document of the served calls, generated from the contract: one path per route as the server
 * matches it (any letter case, any parameter names), each call's parameters, body and answers from the contract's
 * schemas with the entities named in `components.schemas`, who may call it, and the older variants marked deprecated
 * (where an older variant shares its route, its body is the deprecated one of the choices).
 */
export function buildOpenApiDocument(routes: readonly ContractRoute[], names: ReadonlyMap<CallDefinition, string>) {
  const converter = createSchemaConverter();
  // An older variant that differs from its call only in letter case is served by the call's own route.
  const servedCalls = new Set(routes.map((route) => route.call));
  const callsByName = new Map([...names].map(([call, name]) => [name, call]));
  const variants = [...names.keys()].flatMap((call) => {
    const current = call.variantOf ? callsByName.get(call.variantOf) : undefined;
    const route =
      current && !servedCalls.has(call) ? routes.find((candidate) => candidate.call === current) : undefined;
    return route ? [{ ...route, call }] : [];
  });
  const byShape = new Map<string, NamedRoute[]>();
  for (const route of [...routes, ...variants]) {
    const shape = pathShape(route.call.path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), { ...route, name: names.get(route.call) ?? 'call' }]);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const entries of byShape.values()) {
    const canonical = canonicalSpelling(entries);
    const item: Record<string, Operation> = {};
    for (const method of [...new Set(entries.map(({ call }) => call.method))]) {
      // The current call describes the route; an older variant sharing it adds its body as a choice.
      const ordered = entries
        .filter(({ call }) => call.method === method)
        .sort((a, b) => Number(!!a.call.variantOf) - Number(!!b.call.variantOf));
      const primary = ordered[0]!;
      const callNames = ordered.map(({ name }) => name);
      const spellings = [...new Set(ordered.map(({ call }) => call.path))].filter((path) => path !== canonical);
      const [status, success] = successResponse(
        converter,
        ordered.map(({ call }) => call),
      );
      const body = requestBody(converter, ordered);
      const parameters = operationParameters(converter, ordered, canonical);
      item[method.toLowerCase()] = {
        operationId: primary.name,
        summary: primary.call.summary,
        description: describe(callNames, spellings, primary.access),
        ...(callNames.length > 1 ? { 'x-older-variants': callNames.slice(1) } : {}),
        ...(spellings.length > 0 ? { 'x-path-spellings': spellings } : {}),
        'x-roles': rolesOf(primary.name, primary.access),
        tags: [tagOf(primary.name)],
        ...(primary.call.variantOf ? { deprecated: true } : {}),
        ...(primary.access === 'public' ? { security: [] } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: {
          [status]: success,
          ...errorResponses(primary.access, ordered),
          ...(takesIfMatch(primary.call) ? { '412': preconditionFailedResponse() } : {}),
        },
      };
    }
    paths[canonical] = item;
  }
  converter.convert(preconditionFailedSchema, 'output');
  const { additionalProperties: _closed, ...error } = converter.convert(apiErrorSchema, 'output').$ref
    ? converter.components.Error!
    : {};
  // The one error shape, open: a refusal may add what it is about (a 429's wait, a renewal's LicenseRenewConflict).
  converter.components.Error = {
    ...error,
    description:
      'Every error answer. Some add fields of their own: a 429 its `retryAfterSeconds`, a refused renewal the ' +
      'counts of LicenseRenewConflict, a seat-shrink plan that no longer fits those of SeatPlanConflict.',
  };
  const probe = (description: string) => ({
    description,
    content: { 'application/json': { schema: { type: 'object' }, example: { status: 'ok' } } },
  });
  const operations: Record<string, Operation> = {
    '/healthz': {
      operationId: 'health',
      summary: 'The process is up (no database is asked).',
      description: 'Anyone may call it: no session is needed.',
      'x-roles': ['anyone'],
      tags: ['Operations'],
      security: [],
      responses: { '200': probe('Up.') },
    },
    '/readyz': {
      operationId: 'readiness',
      summary: 'The database answers and its migrations are current.',
      description: 'Anyone may call it: no session is needed.',
      'x-roles': ['anyone'],
      tags: ['Operations'],
      security: [],
      responses: { '200': probe('Ready.'), '503': probe('Not ready; the body says why.') },
    },
  };
  for (const [path, operation] of Object.entries(operations)) paths[path] = { get: operation };

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    security: [{ session: [] }, { apiToken: [] }],
    info: {
      title: 'License Console API',
      version: '1.0.0',
      description:
        'The calls the License Console serves, generated from its contract. Sign in with POST /api/Authenticate: ' +
        'the answer sets the session cookie that the other calls read. A call that changes state must come from ' +
        "the console's own origin (an Origin or Referer header of another site is refused with 403). Scripts send " +
        'an API token instead (POST /api/ApiTokens) as `Authorization: Bearer lc_…`: no cookie, and no origin check. ' +
        'The server matches every path in any letter case; each operation names who may call it in `x-roles`.',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(converter.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'lc_session' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: "An API token from POST /api/ApiTokens; it acts as its owner, at the token's role or lower.",
        },
      },
    },
  };
  return document;
}
