import { type CallDefinition, contract, routePath } from '@license-console/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PENDING } from '../src/modules/pending.ts';
import type { OpenApiDocument } from '../src/plugins/openapi.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const app = await createTestApp();
const response = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
const document = response.json() as OpenApiDocument;
const served = Object.entries(contract as Record<string, CallDefinition>).filter(
  ([name]) => !(PENDING as readonly string[]).includes(name),
);

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

  it('should describe every served call at its exact path, with its parameters and body', () => {
    for (const [name, call] of served) {
      const operation = document.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation, `${name}: ${call.method} ${call.path}`).toBeDefined();
      const described = [operation!.operationId, ...(operation!['x-older-variants'] ?? [])];
      expect(described, name).toContain(name);
      const pathNames = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const parameterNames = (operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(parameterNames.sort(), name).toEqual(pathNames.sort());
      if (call.body) expect(operation!.requestBody, name).toBeDefined();
    }
  });

  it("should describe the versioned reads' ETag, and the versioned writes' and deletes' If-Match and 412", () => {
    const versioned = served.filter(([, call]) => call.versioned);
    expect(versioned.map(([name]) => name)).toEqual(expect.arrayContaining(['licenseByEncryptedId', 'updateLicense']));
    const deletes = versioned.filter(([, call]) => call.versioned === 'delete').map(([name]) => name);
    expect(deletes.sort()).toEqual(['deleteLicense', 'deleteProduct', 'deleteSsoSite', 'revokeLicenseUsage']);
    for (const [name, call] of versioned) {
      const operation = document.paths[call.path]![call.method.toLowerCase()]!;
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
      const operation = document.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation?.operationId, name).not.toBe(name);
    }
  });

  it('should mark the older variants deprecated, alone or as a choice of a shared route', () => {
    const legacy = document.paths[contract.authenticateLegacy.path]!.post!;
    expect(legacy.deprecated).toBe(true);
    const shared = document.paths[contract.updateUser.path]!.put!;
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
      const operation = document.paths[call.path]![call.method.toLowerCase()]!;
      const responses = operation.responses as Record<string, { headers?: Record<string, unknown> }>;
      if (operation.operationId !== name) continue;
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['400', '404', '429', '503']));
      expect(responses['429']!.headers, name).toHaveProperty('Retry-After');
      expect(responses['503']!.headers, name).toHaveProperty('Retry-After');
      if (operation.security === undefined) expect(responses['401']?.headers, name).toHaveProperty('WWW-Authenticate');
      if (call.body) expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['408', '413', '415']));
    }
    expect(document.paths[contract.authenticate.path]!.post!.responses).toHaveProperty('403');
    expect(document.paths[contract.authenticate.path]!.post!.responses).not.toHaveProperty('401');
  });

  it('should tag the calls by the resource their path names', () => {
    const tagOf = (name: keyof typeof contract) => {
      const call = contract[name] as CallDefinition;
      return document.paths[call.path]![call.method.toLowerCase()]!.tags;
    };
    expect(tagOf('changeOrganization')).toEqual(['Licenses']);
    expect(tagOf('updateTokenDetails')).toEqual(['Licenses']);
    expect(tagOf('savePasswordSettings')).toEqual(['Users']);
    expect(tagOf('lockedAccounts')).toEqual(['Users']);
    expect(tagOf('currentUser')).toEqual(['Session']);
  });

  it('should say which calls need no session', () => {
    expect(document.paths[contract.authenticate.path]!.post!.security).toEqual([]);
    expect(document.paths[contract.currentUser.path]!.get!.security).toBeUndefined();
    expect(document.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('given GET /api/reference', () => {
  it('should answer a readable page listing every operation by resource, with no script', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('<script');
    for (const tag of ['Session', 'Licenses', 'Products', 'Users', 'Operations']) {
      expect(page.body).toContain(`>${tag}</h2>`);
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    for (const operation of operations) expect(page.body).toContain(`id="${operation.operationId}"`);
    expect(page.body).toContain('href="/api/openapi.json"');
  });
});
