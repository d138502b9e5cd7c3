import {
  type CallDefinition,
  contract,
  LICENSE_SORT_COLUMNS,
  MAX_SEATS_FREED,
  routePath,
} from '@license-console/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PENDING } from '../src/modules/pending.ts';
import { type OpenApiDocument, pathShape } from '../src/plugins/openapi.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const app = await createTestApp();
const response = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
const document = response.json() as OpenApiDocument;
/** The document's path for a call: the one its route is matched as, whatever the contract's spelling. */
const pathOf = (call: CallDefinition) =>
  Object.keys(document.paths).find((path) => pathShape(path) === pathShape(call.path));
const operationOf = (call: CallDefinition) => document.paths[pathOf(call) ?? '']?.[call.method.toLowerCase()];
const served = Object.entries(contract as Record<string, CallDefinition>).filter(
  ([name]) => !(PENDING as readonly string[]).includes(name),
);

type JsonProperty = Record<string, unknown> & { description?: string };

describe('given GET /api/openapi.json', () => {
  it('should answer an OpenAPI 3.1 document that the OpenAPI schema accepts, to anyone', async () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('should describe every served call on the one path of its route, with its parameters and body', () => {
    for (const [name, call] of served) {
      const path = pathOf(call)!;
      const operation = operationOf(call);
      expect(operation, `${name}: ${call.method} ${call.path}`).toBeDefined();
      const described = [operation!.operationId, ...(operation!['x-older-variants'] ?? [])];
      expect(described, name).toContain(name);
      if (path !== call.path) expect(operation!['x-path-spellings'], name).toContain(call.path);
      const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const parameterNames = (operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(parameterNames.sort(), name).toEqual(pathNames.sort());
      if (call.body) expect(operation!.requestBody, name).toBeDefined();
    }
  });

  it('should list each route once, as the server matches it (any letter case, any parameter names)', () => {
    const shapes = Object.keys(document.paths).map(pathShape);
    expect(shapes.length).toBe(new Set(shapes).size);
    const usages = document.paths['/api/Licenses/{licenseId}/LicenseUsages']!;
    expect(Object.keys(usages).sort()).toEqual(['get', 'post']);
    expect(usages.get!['x-path-spellings']).toEqual(['/api/Licenses/{id}/LicenseUsages']);
    expect(usages.get!.parameters?.find((parameter) => parameter.in === 'path')?.name).toBe('licenseId');
    const licenses = document.paths['/api/Licenses']!;
    expect(document.paths['/api/licenses']).toBeUndefined();
    expect(licenses.post!.operationId).toBe('createLicense');
    expect(licenses.post!['x-path-spellings']).toEqual(['/api/licenses']);
    expect(document.paths['/api/SingleSignOn/{siteId}']!.delete!.operationId).toBe('deleteSsoSite');
  });

  it("should describe the versioned reads' ETag, and the versioned writes' and deletes' If-Match and 412", () => {
    const versioned = served.filter(([, call]) => call.versioned);
    expect(versioned.map(([name]) => name)).toEqual(expect.arrayContaining(['licenseByEncryptedId', 'updateLicense']));
    const deletes = versioned.filter(([, call]) => call.versioned === 'delete').map(([name]) => name);
    expect(deletes.sort()).toEqual(['deleteLicense', 'deleteProduct', 'deleteSsoSite', 'revokeLicenseUsage']);
    for (const [name, call] of versioned) {
      const operation = operationOf(call)!;
      const success = operation.responses[String(call.status ?? 200)] as { headers?: Record<string, unknown> };
      if (call.versioned === 'delete') expect(success.headers?.ETag, name).toBeUndefined();
      else expect(success.headers, name).toHaveProperty('ETag');
      const ifMatch = (operation.parameters ?? []).find((parameter) => parameter.name === 'If-Match');
      const primary = operation.operationId === name;
      if (call.versioned !== 'read' && primary) {
        expect(ifMatch, name).toMatchObject({ in: 'header', required: false });
        expect(operation.responses, name).toHaveProperty('412');
      }
      if (call.versioned === 'read') expect(ifMatch, name).toBeUndefined();
    }
  });

  it('should describe only routes this server serves (an unserved call is left out)', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const url = path.startsWith('/api/') ? routePath(path) : path;
        expect(app.server.hasRoute({ method: method.toUpperCase() as HTTPMethods, url }), `${method} ${path}`).toBe(
          true,
        );
      }
    }
    for (const name of PENDING) {
      const call = (contract as Record<string, CallDefinition>)[name]!;
      expect(operationOf(call)?.operationId, name).not.toBe(name);
    }
  });

  it('should mark the older variants deprecated, alone or as a choice of a shared route', () => {
    const signIn = operationOf(contract.authenticateLegacy)!;
    expect(signIn.operationId).toBe('authenticate');
    expect(signIn['x-older-variants']).toEqual(['authenticateLegacy']);
    const shared = operationOf(contract.updateUser)!;
    expect(shared.operationId).toBe('updateUser');
    expect(shared['x-older-variants']).toEqual(['updateUserLegacy']);
    const choices = (
      shared.requestBody as {
        content: Record<string, { schema: { oneOf: { title: string; deprecated?: boolean }[] } }>;
      }
    ).content['application/json']!.schema.oneOf;
    expect(choices.map((choice) => [choice.title, choice.deprecated ?? false])).toEqual([
      ['updateUser', false],
      ['updateUserLegacy', true],
    ]);
  });

  it('should declare the answers every call can give, with their headers', () => {
    for (const [name, call] of served) {
      const operation = operationOf(call)!;
      const responses = operation.responses as Record<string, { headers?: Record<string, unknown> }>;
      if (operation.operationId !== name) continue;
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['400', '404', '429', '503']));
      expect(responses['429']!.headers, name).toHaveProperty('Retry-After');
      expect(responses['503']!.headers, name).toHaveProperty('Retry-After');
      if (operation.security === undefined) expect(responses['401']?.headers, name).toHaveProperty('WWW-Authenticate');
      if (call.body) expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['408', '413', '415']));
    }
    // A sign-in refuses a wrong password (401) and an expired one (423); any call refuses a bad API token (401).
    expect(Object.keys(operationOf(contract.authenticate)!.responses)).toEqual(
      expect.arrayContaining(['401', '403', '423']),
    );
    expect(operationOf(contract.forgotPassword)!.responses['401']).toMatchObject({
      description: expect.stringMatching(/API token/),
    });
    expect(operationOf(contract.acceptAdminHandover)!.responses).toHaveProperty('410');
    for (const [name, call] of served) expect(operationOf(call)!.responses, name).toHaveProperty('500');
  });

  it('should tag the calls by the resource their path names', () => {
    const tagOf = (name: keyof typeof contract) => {
      return operationOf(contract[name] as CallDefinition)!.tags;
    };
    expect(tagOf('changeOrganization')).toEqual(['Licenses']);
    expect(tagOf('updateTokenDetails')).toEqual(['Licenses']);
    expect(tagOf('savePasswordSettings')).toEqual(['Users']);
    expect(tagOf('lockedAccounts')).toEqual(['Users']);
    expect(tagOf('currentUser')).toEqual(['Session']);
  });

  it('should say which calls need no session', () => {
    expect(operationOf(contract.authenticate)!.security).toEqual([]);
    expect(operationOf(contract.currentUser)!.security).toBeUndefined();
    expect(document.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
  it('should name every entity and body once in components.schemas and refer to it there', () => {
    const schemas = document.components.schemas;
    for (const name of ['License', 'LicenseUsage', 'Product', 'SsoSite', 'User', 'PasswordSettings', 'AuditEntry']) {
      expect(schemas, name).toHaveProperty(name);
    }
    const answer = (call: CallDefinition, status = '200') =>
      (operationOf(call)!.responses[status] as { content: Record<string, { schema: unknown }> }).content[
        'application/json'
      ]!.schema;
    expect(answer(contract.licenseByEncryptedId)).toEqual({ $ref: '#/components/schemas/License' });
    expect(answer(contract.listLicenses)).toEqual({ type: 'array', items: { $ref: '#/components/schemas/License' } });
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g))
      expect(schemas).toHaveProperty(ref!);
  });

  it('should give dates, instants and e-mail addresses their formats, and every operation an example', () => {
    const license = document.components.schemas.License as { properties: Record<string, Record<string, unknown>> };
    expect(license.properties.startDate).toMatchObject({ pattern: expect.any(String), examples: ['01/31/2027'] });
    expect(license.properties.startDate).not.toHaveProperty('format');
    expect(new RegExp(String(license.properties.startDate!.pattern)).test('13/01/2027')).toBe(false);
    expect(license.properties.name).toMatchObject({ format: 'email' });
    const entry = document.components.schemas.AuditEntry as { properties: Record<string, Record<string, unknown>> };
    expect(Object.values(entry.properties).some((property) => property.format === 'date-time')).toBe(true);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1] as
          | { content?: Record<string, { example?: unknown }> }
          | undefined;
        const json = success?.content?.['application/json'];
        if (json) expect(json.example, `${method} ${path}`).toBeDefined();
        const body = operation.requestBody as { content: Record<string, { example?: unknown }> } | undefined;
        if (body) expect(Object.values(body.content)[0]!.example, `${method} ${path} body`).toBeDefined();
      }
    }
  });

  it("should describe the license list's order: sortBy's columns and sortDirection's two, and what they do", () => {
    for (const call of [contract.listLicenses, contract.searchLicensePaged, contract.searchLicensePagedCount]) {
      const parameters = operationOf(call)!.parameters ?? [];
      const sortBy = parameters.find((parameter) => parameter.name === 'sortBy');
      const direction = parameters.find((parameter) => parameter.name === 'sortDirection');
      expect(sortBy, call.path).toMatchObject({
        in: 'query',
        required: false,
        schema: { enum: [...LICENSE_SORT_COLUMNS] },
      });
      expect((sortBy!.schema as { description: string }).description).toMatch(/administrators only, 403/);
      expect(direction, call.path).toMatchObject({ in: 'query', required: false, schema: { enum: ['asc', 'desc'] } });
      expect((direction!.schema as { description: string }).description).toMatch(/desc unless told/);
    }
  });

  it("should describe the update's and the renewal's seat-shrink plan, and the 409 of a plan that no longer fits", () => {
    const schemas = document.components.schemas as Record<string, { properties: Record<string, JsonProperty> }>;
    for (const name of ['LicenseUpdate', 'LicenseRenew']) {
      const plan = schemas[name]!.properties.revokeUsageIds!;
      expect(plan, name).toMatchObject({ type: 'array', maxItems: MAX_SEATS_FREED, examples: [[]] });
      expect(plan.description).toMatch(/one transaction, or nothing is/);
    }
    for (const call of [contract.updateLicense, contract.renewLicense]) {
      const conflict = operationOf(call)!.responses['409'] as { description: string };
      expect(conflict.description, call.path).toMatch(/SeatPlanConflict/);
    }
  });

  it('should say who may call each operation, in x-roles and in a sentence', () => {
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation['x-roles'].length, operation.operationId).toBeGreaterThan(0);
        expect(operation.description, operation.operationId).toMatch(/may call it/);
      }
    }
    expect(operationOf(contract.createProduct)!['x-roles']).toEqual(['administrator']);
    expect(operationOf(contract.authenticate)!['x-roles']).toEqual(['anyone']);
    expect(operationOf(contract.savePasswordSettings)!['x-roles']).toEqual(['manager']);
    expect(operationOf(contract.assignLicenseUsage)!['x-roles']).toEqual(['administrator', 'licenseManager']);
    expect(operationOf(contract.listApiTokens)!['x-roles']).toEqual([
      'administrator',
      'licenseManager',
      'manager',
      'user',
    ]);
  });
});
