import {
  accountLockCalls,
  aiTokenCalls,
  apiTokenCalls,
  auditLogCalls,
  type CallDefinition,
  changesState,
  dashboardCalls,
  licenseCalls,
  licenseUsageCalls,
  organizationCalls,
  passwordSettingsCalls,
  preconditionFailedSchema,
  productCalls,
  sessionCalls,
  singleSignOnCalls,
  takesIfMatch,
  userCalls,
} from '@license-console/domain';
import { z } from 'zod/mini';
import type { ContractRoute } from './contract-routes.ts';
import type { Access } from './session.ts';

type JsonSchema = Record<string, unknown>;

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
  Users: 'Users, profiles, countries and password settings (spec §2.10).',
  History: 'Who changed what, and when: the audit log of every write, as a page and as CSV.',
  Dashboard:
    'Seats at a glance: seats by product, packs ending soon and idle seats, for administrators and pack managers.',
  'API tokens': 'Named bearer tokens for scripts and services: created, listed and revoked by their owner.',
  Operations: 'Health and readiness, for whoever runs the server.',
};

/**
 * Each call's tag: the resource its path names (a pack's organization and AI tokens with the licenses, the locks and
 * password settings with the users).
 */
const GROUPS: readonly [string, Record<string, CallDefinition>][] = [
  ['Session', sessionCalls],
  ['Licenses', { ...licenseCalls, ...organizationCalls, ...aiTokenCalls }],
  ['License users', licenseUsageCalls],
  ['Products', productCalls],
  ['Single sign-on', singleSignOnCalls],
  ['Users', { ...userCalls, ...accountLockCalls, ...passwordSettingsCalls }],
  ['API tokens', apiTokenCalls],
  ['History', auditLogCalls],
  ['Dashboard', dashboardCalls],
];

function tagOf(name: string): string {
  return GROUPS.find(([, calls]) => name in calls)?.[0] ?? 'Users';
}

/** A zod schema as JSON Schema (2020-12, as OpenAPI 3.1 uses): what a request sends, or what an answer holds. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The top-level properties of an object schema, as OpenAPI parameters (path or query). */
function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
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

function successResponse(call: CallDefinition): [string, JsonSchema] {
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
    default:
      return [
        status,
        {
          description: 'Done.',
          content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
          ...withHeaders,
        },
      ];
  }
}

const ETAG_DESCRIPTION =
  'The record\'s version, a strong ETag (such as `"v3"`); send it as If-Match with a write based on what was read.';

/** A versioned write's or delete's If-Match header and its 412, as preconditionFailedSchema describes it. */
const IF_MATCH_PARAMETER: JsonSchema = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the record the write or delete is based on (or `*`). When the record has changed since, nothing ' +
    'is written or deleted and the answer is 412. Without it the call applies as it always did: the last write wins.',
  schema: { type: 'string' },
};

function preconditionFailedResponse(): JsonSchema {
  return {
    description:
      'The record changed after the If-Match version: nothing was written or deleted. The body holds the current ' +
      '`version`, its `etag` (send it as If-Match to write on top of it), the `current` record, and `changedBy` / ' +
      '`changedAt`.',
    content: { 'application/json': { schema: jsonSchema(preconditionFailedSchema, 'output') } },
  };
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request breaks a rule; `message` says which, `fields` names each field refused.',
  '401': 'Not signed in (or the verification code is still due), or an API token that is unknown, revoked or expired.',
  '403': 'Signed in, but not allowed (`Access Denied`), or a request from another site.',
  '404': 'No such record, or one the caller may not see.',
  '408': 'The request body did not arrive in time; nothing was changed.',
  '409': 'Another change came first; `message` says what happened.',
  '413': 'The request body is larger than the call takes; nothing was read or changed.',
  '415': 'The body is not of the media type the call takes; nothing was changed.',
  '429': 'Too many attempts; `Retry-After` says when to try again.',
  '503':
    'The database is briefly unavailable (or the server is stopping); nothing was kept. Try again after `Retry-After`.',
};

const RETRY_AFTER: JsonSchema = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0 },
};

/** The headers an error answer declares: the 401's challenge (RFC 6750), the 429's and 503's wait. */
const ERROR_HEADERS: Record<string, Record<string, JsonSchema>> = {
  '401': {
    'WWW-Authenticate': {
      description:
        'The challenge: `Bearer realm="License Console"`, with `error="invalid_token"` for a refused API token.',
      schema: { type: 'string' },
    },
  },
  '429': { 'Retry-After': RETRY_AFTER },
  '503': { 'Retry-After': RETRY_AFTER },
};

/**
 * The errors a call can answer: every call a rule's 400, a 404, a 409 and the 429 and 503 that wait; a call for the
 * signed-in the 401 and 403; a call that changes state the cross-site 403; a call with a body the 408, 413 and 415 of
 * a body late, too large or of another type.
 */
function errorResponses(access: Access, call: CallDefinition): Record<string, JsonSchema> {
  const statuses = new Set(['400', '404', '409', '429', '503']);
  if (access !== 'public') statuses.add('401').add('403');
  if (changesState(call)) statuses.add('403');
  if (call.body) for (const status of ['408', '413', '415']) statuses.add(status);
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
      status,
      {
        description: ERROR_RESPONSES[status]!,
        ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

function requestBody(calls: readonly CallDefinition[], names: readonly string[]): JsonSchema | undefined {
  const withBodies = calls.map((call, index) => ({ call, name: names[index]! })).filter(({ call }) => call.body);
  if (withBodies.length === 0) return undefined;
  const media = BODY_MEDIA[withBodies[0]!.call.bodyEncoding ?? 'json'];
  const schemas = withBodies.map(({ call, name }) => ({
    title: name,
    ...(call.variantOf ? { deprecated: true } : {}),
    ...jsonSchema(call.body!, 'input'),
  }));
  return { required: true, content: { [media]: { schema: schemas.length === 1 ? schemas[0] : { oneOf: schemas } } } };
}

/**
 * The OpenAPI 3.1 document of the served calls, generated from the contract: every call at its exact path, its
 * parameters, body and answers as the contract's schemas declare them, who may call it, and the older variants
 * marked deprecated (where an older variant shares its route, its body is the deprecated one of the choices).
 */
export function buildOpenApiDocument(routes: readonly ContractRoute[], names: ReadonlyMap<CallDefinition, string>) {
  // An older variant that differs from its call only in letter case is served by the call's own route.
  const servedCalls = new Set(routes.map((route) => route.call));
  const callsByName = new Map([...names].map(([call, name]) => [name, call]));
  const variants = [...names.keys()].flatMap((call) => {
    const current = call.variantOf ? callsByName.get(call.variantOf) : undefined;
    const route =
      current && !servedCalls.has(call) ? routes.find((candidate) => candidate.call === current) : undefined;
    return route ? [{ ...route, call }] : [];
  });
  const byOperation = new Map<string, ContractRoute[]>();
  for (const route of [...routes, ...variants]) {
    const key = `${route.call.method} ${route.call.path}`;
    byOperation.set(key, [...(byOperation.get(key) ?? []), route]);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, shared] of byOperation) {
    const [method, path] = key.split(' ') as [string, string];
    // The current call describes the route; an older variant sharing it adds its body as a choice.
    const ordered = [...shared].sort((a, b) => Number(!!a.call.variantOf) - Number(!!b.call.variantOf));
    const primary = ordered[0]!;
    const callNames = ordered.map((route) => names.get(route.call) ?? 'call');
    const [status, success] = successResponse(primary.call);
    const body = requestBody(
      ordered.map((route) => route.call),
      callNames,
    );
    const parameters = [
      ...parametersOf(primary.call.params, 'path'),
      ...parametersOf(primary.call.query, 'query'),
      ...(takesIfMatch(primary.call) ? [IF_MATCH_PARAMETER] : []),
    ];
    const olderVariants = callNames.slice(1);
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      operationId: callNames[0]!,
      summary: primary.call.summary,
      ...(olderVariants.length > 0
        ? {
            description: `Also serves the older variant ${olderVariants.join(', ')} (deprecated), told apart by its body.`,
            'x-older-variants': olderVariants,
          }
        : {}),
      tags: [tagOf(callNames[0]!)],
      ...(primary.call.variantOf ? { deprecated: true } : {}),
      ...(primary.access === 'public' ? { security: [] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: {
        [status]: success,
        ...errorResponses(primary.access, primary.call),
        ...(takesIfMatch(primary.call) ? { '412': preconditionFailedResponse() } : {}),
      },
    };
  }
  const operations: Record<string, Operation> = {
    '/healthz': {
      operationId: 'health',
      summary: 'The process is up (no database is asked).',
      tags: ['Operations'],
      security: [],
      responses: { '200': { description: 'Up.', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
    '/readyz': {
      operationId: 'readiness',
      summary: 'The database answers and its migrations are current.',
      tags: ['Operations'],
      security: [],
      responses: {
        '200': { description: 'Ready.', content: { 'application/json': { schema: { type: 'object' } } } },
        '503': {
          description: 'Not ready; the body says why.',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
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
        'an API token instead (POST /api/ApiTokens) as `Authorization: Bearer lc_…`: no cookie, and no origin check.',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['statusCode', 'error', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
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
