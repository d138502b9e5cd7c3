import { isDeepStrictEqual } from 'node:util';
import * as domain from '@license-console/domain';
import { z } from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

/**
 * The contract's entities and bodies by the names generated clients give them: each becomes one schema of
 * `components.schemas`, and every call that holds it refers to it there.
 */
const NAMED: Record<string, z.ZodMiniType> = {
  License: domain.licenseSchema,
  LicenseTerm: domain.licenseTermSchema,
  LicenseWrite: domain.licenseWriteSchema,
  LicenseUpdate: domain.licenseUpdateSchema,
  LicenseCreateLegacy: domain.licenseCreateLegacySchema,
  LicenseRenew: domain.licenseRenewSchema,
  LicenseRenewConflict: domain.licenseRenewConflictSchema,
  SeatPlanConflict: domain.seatPlanConflictSchema,
  LicenseOrganizations: domain.licenseOrganizationsSchema,
  LicenseUsage: domain.licenseUsageSchema,
  LicenseUsageList: domain.licenseUsageListSchema,
  LicenseUsageSettings: domain.licenseUsageSettingsSchema,
  LicenseUsageCreate: domain.licenseUsageCreateSchema,
  AdminHandover: domain.adminHandoverSchema,
  AdminHandoverInvitation: domain.adminHandoverInvitationSchema,
  MergePreview: domain.mergePreviewSchema,
  Organization: domain.organizationSchema,
  OrganizationChangePreview: domain.organizationChangePreviewSchema,
  Product: domain.productSchema,
  ProductDraft: domain.productDraftSchema,
  ProductUpdate: domain.productUpdateSchema,
  ListedProduct: domain.listedProductSchema,
  Sku: domain.skuSchema,
  SsoSite: domain.ssoSiteSchema,
  SsoSiteDraft: domain.ssoSiteDraftSchema,
  SsoSiteUpdate: domain.ssoSiteUpdateSchema,
  SsoKeyRotationRequest: domain.ssoKeyRotationRequestSchema,
  SsoSiteJwks: domain.ssoSiteJwksSchema,
  User: domain.userSchema,
  UserWrite: domain.userWriteSchema,
  UserUpdateLegacy: domain.userUpdateLegacySchema,
  CurrentUser: domain.currentUserSchema,
  Credentials: domain.credentialsSchema,
  AuthenticateResponse: domain.authenticateResponseSchema,
  ExternalLoginUrlData: domain.externalLoginUrlDataSchema,
  CountryPhone: domain.countryPhoneSchema,
  PasswordSettings: domain.passwordSettingsSchema,
  PasswordPolicyImpact: domain.passwordPolicyImpactSchema,
  AccountLock: domain.accountLockSchema,
  UsersImportPreview: domain.usersImportPreviewSchema,
  UsersImported: domain.usersImportedSchema,
  ApiToken: domain.apiTokenSchema,
  ApiTokenCreate: domain.apiTokenCreateSchema,
  ApiTokenCreated: domain.apiTokenCreatedSchema,
  AuditEntry: domain.auditEntrySchema,
  AuditLogPage: domain.auditLogPageSchema,
  Dashboard: domain.dashboardSchema,
  SearchResults: domain.searchResultsSchema,
  FailedMessage: domain.failedMessageSchema,
  Error: domain.apiErrorSchema,
  PreconditionFailed: domain.preconditionFailedSchema,
};

const US_DATE = {
  pattern: '^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/[0-9]{4}$',
  description: 'A calendar date as the spec writes it: MM/DD/YYYY (not ISO 8601).',
  examples: ['01/31/2027'],
};
const EMAIL = {
  format: 'email',
  description: 'An e-mail address as the server takes it: something@domain.tld, one @, no spaces.',
  examples: ['ada@example.com'],
};
const INSTANT = { format: 'date-time', examples: ['2027-01-31T09:30:00.000Z'] };
const LICENSE_SORT_BY = {
  description:
    'The grid column the list is ordered by, ascending unless sortDirection is desc: product (by the names the ' +
    "screens show, A to Z), email (the administrator's address, letter case ignored; administrators only, 403 for " +
    "anyone else), validFrom, validUntil, users (the seats). Ties follow validUntil, then the pack's creation, in " +
    'the same direction. Without it the list is ordered by validUntil, newest first. The count takes it and is not ' +
    'changed by it.',
  examples: ['product'],
};
const SORT_DIRECTION = {
  description: 'asc or desc: with sortBy, asc unless told; without it, the direction of validUntil (desc unless told).',
  examples: ['desc'],
};
const REVOKE_USAGE_IDS = {
  description:
    "The seat-shrink plan: the usage ids (cryptId in the pack's users list) of the users who give a seat up so that " +
    'the pack may have fewer seats than users. The change and these revokes are made in one transaction, or nothing ' +
    'is: each id must be a seat of the pack (else 400), and there must be exactly as many as the users assigned ' +
    'exceed the new count (else 409 with the counts of SeatPlanConflict). Each revoke is audited as a revoke, with ' +
    'the seat reduction as its reason. Without it, a count below the users assigned is refused as before.',
  examples: [[]],
};
const INSTANT_OR_DAY = {
  description: 'An ISO 8601 instant, or a day (YYYY-MM-DD) meaning its start or its end.',
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  examples: ['2027-01-31'],
};

/**
 * What a schema's conversion cannot see: the US dates (checked by a rule, not a pattern), which plain strings of the
 * answers hold e-mail addresses or ISO 8601 instants, what the license list's order parameters mean, and what a
 * seat-shrink plan does.
 * Annotations only: nothing the server accepts changes.
 */
function annotations(): [z.ZodMiniType, JsonSchema][] {
  const fields = (schema: z.ZodMiniType, names: readonly string[], meta: JsonSchema) =>
    names.map((name): [z.ZodMiniType, JsonSchema] => {
      const field = (schema as unknown as { def: { shape?: Record<string, z.ZodMiniType> } }).def.shape?.[name];
      if (!field) throw new Error(`OpenAPI annotation: no field "${name}"`);
      return [unwrap(field), meta];
    });
  return [
    [domain.usDateSchema, US_DATE],
    [domain.emailTextSchema, EMAIL],
    [domain.auditInstantSchema, INSTANT_OR_DAY],
    [domain.licenseSortColumnSchema, LICENSE_SORT_BY],
    [domain.sortDirectionSchema, SORT_DIRECTION],
    ...fields(domain.licenseAdministratorHistoryEntrySchema, ['email'], EMAIL),
    ...fields(domain.licenseAdministratorHistoryEntrySchema, ['dateTimeChanged'], INSTANT),
    // Not purchaserEmail: a pack made without one stores an empty text.
    ...fields(domain.licenseSchema, ['name', 'manager'], EMAIL),
    ...fields(domain.licenseTermSchema, ['startDate', 'endDate'], US_DATE),
    ...fields(domain.licenseTermSchema, ['renewedAt'], INSTANT),
    // The update's and the renewal's plan share one list schema: annotated once, it reads alike in both.
    ...fields(domain.licenseUpdateSchema, ['revokeUsageIds'], REVOKE_USAGE_IDS),
    ...fields(domain.adminHandoverSchema, ['newAdminEmail'], EMAIL),
    ...fields(domain.adminHandoverSchema, ['requestedAt', 'sentAt', 'expiresAt'], INSTANT),
    ...fields(domain.accountLockSchema, ['email'], EMAIL),
    ...fields(domain.apiTokenSchema, ['created', 'expires', 'lastUsed'], INSTANT),
    ...fields(domain.auditEntrySchema, ['actorEmail'], EMAIL),
    ...fields(domain.auditEntrySchema, ['createdAt'], INSTANT),
    ...fields(domain.failedMessageSchema, ['createdAt', 'lastAttemptAt'], INSTANT),
    ...fields(domain.ssoSitePreviousKeySchema, ['expiresAt'], INSTANT),
    ...fields(domain.userSchema, ['email', 'pendingEmail'], EMAIL),
    ...fields(domain.userSchema, ['createdAt', 'modifiedAt'], INSTANT),
    ...fields(domain.preconditionFailedSchema, ['changedAt'], INSTANT),
  ];
}

/** The schema inside optional and nullable wrappers, which the annotation belongs to. */
function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodMiniType } }).def;
  return (def.type === 'optional' || def.type === 'nullable') && def.innerType ? unwrap(def.innerType) : schema;
}

const REF_PREFIX = '#/components/schemas/';

/** `$ref`s of `#/$defs/Name` pointed at the components, through `rename`. */
function pointRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => pointRefs(item, rename));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')
        ? [key, REF_PREFIX + rename(item.slice('#/$defs/'.length))]
        : [key, pointRefs(item, rename)],
    ),
  );
}

/**
 * Converts the contract's zod schemas to the document's JSON Schema (2020-12, as OpenAPI 3.1 uses), each named
 * entity once in `components.schemas`. An entity whose request shape differs from its answer's (a default, a
 * transform) gets a second schema, `NameInput`.
 */
export function createSchemaConverter() {
  const registry = z.registry<JsonSchema>();
  for (const [schema, meta] of annotations()) registry.add(schema, meta);
  for (const [id, schema] of Object.entries(NAMED)) {
    registry.add(schema, { ...(registry.get(schema) ?? {}), id });
  }
  const components: Record<string, JsonSchema> = {};

  function convert(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _dialect,
      $defs = {},
      ...root
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: registry }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    // A name whose schema here differs from the one already kept (as the other direction converts it) is kept
    // apart as NameInput; a schema that refers to one kept apart differs too, hence the repeat until none moves.
    const apart = new Set<string>();
    const target = (name: string) => (apart.has(name) ? `${name}Input` : name);
    for (let moved = true; moved; ) {
      moved = false;
      for (const [name, def] of Object.entries($defs)) {
        const kept = components[name];
        if (apart.has(name) || !kept || isDeepStrictEqual(kept, pointRefs(def, target))) continue;
        apart.add(name);
        moved = true;
      }
    }
    for (const [name, def] of Object.entries($defs)) components[target(name)] ??= pointRefs(def, target) as JsonSchema;
    return pointRefs(root, target) as JsonSchema;
  }

  return { convert, components };
}

export type SchemaConverter = ReturnType<typeof createSchemaConverter>;

/** A schema with its `$ref`s to the components followed (one level at a time, as the sample walks down). */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(REF_PREFIX)) {
    return resolve(components[ref.slice(REF_PREFIX.length)] ?? {}, components);
  }
  return schema;
}

const STRING_CANDIDATES = ['Example', 'example', 'AbCdEfGhIjKlMnOpQrStUv', '1', '+15555550100', 'https://example.com'];

/** A value of `schema`, for the document's examples: the schema's own example where it has one, else the least. */
export function sampleOf(input: JsonSchema, components: Record<string, JsonSchema>, depth = 0): unknown {
  const schema = resolve(input, components);
  if (depth > 12) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const choices = schema[key] as JsonSchema[] | undefined;
    if (choices?.length) {
      const first = choices.find((choice) => resolve(choice, components).type !== 'null') ?? choices[0]!;
      return sampleOf(first, components, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part as JsonSchema, components, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((item) => item !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, sampleOf(property, components, depth + 1)]),
      );
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () => sampleOf(items, components, depth + 1));
    }
    case 'integer':
    case 'number': {
      const minimum = Number(schema.minimum ?? (schema.exclusiveMinimum as number | undefined) ?? 0);
      return Math.max(1, Math.ceil(minimum) + (schema.exclusiveMinimum !== undefined ? 1 : 0));
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    case 'null':
      return null;
    default:
      return {};
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'ada@example.com';
  if (schema.format === 'date-time') return '2027-01-31T09:30:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com';
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (value: string) =>
    value.length >= minLength && value.length <= maxLength && (!pattern || pattern.test(value));
  const padded = STRING_CANDIDATES.flatMap((value) => [value, value.padEnd(minLength, value.at(-1))]);
  return padded.find(fits) ?? 'x'.repeat(Math.min(Math.max(minLength, 1), maxLength));
}
