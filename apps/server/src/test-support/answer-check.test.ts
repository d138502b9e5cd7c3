import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../plugins/openapi.ts';
import { checkAnswers } from './answer-check.ts';

/** A document of one operation: GET /api/Things/{id} answers a Thing, or 404 in the error shape. */
const document = {
  openapi: '3.1.0',
  security: [],
  info: { title: 'Things', version: '1', description: 'A test document.' },
  servers: [{ url: '/' }],
  tags: [],
  paths: {
    '/api/Things/{thingId}': {
      get: {
        operationId: 'thing',
        summary: 'A thing.',
        tags: [],
        'x-roles': ['anyone'],
        responses: {
          '200': {
            description: 'Done.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '404': { description: 'None.', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'owner'],
        properties: { id: { type: 'integer' }, owner: { type: 'string', format: 'email' } },
      },
    },
    securitySchemes: {},
  },
} as unknown as OpenApiDocument;

const server = Fastify({ routerOptions: { caseSensitive: false } });
const answers = checkAnswers(server, { document });
// The router's own spelling, as the server registers every call: lower case, matched in any case, another
// parameter name.
server.get('/api/things/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  if (id === '1') return { id: 1, owner: 'ada@example.com' };
  if (id === '2') return { id: 'two', owner: 'ada@example.com' };
  if (id === '3') return { id: 3, owner: 'not an address' };
  if (id === '4') return reply.code(409).send({ message: 'Another change came first.' });
  return reply.code(404).send({ message: 'No such thing.' });
});
server.get('/elsewhere', async () => ({ anything: true }));
afterAll(() => server.close());

const get = (url: string) => server.inject({ method: 'GET', url });

describe('given the answer check of the test apps', () => {
  it('should find nothing wrong with answers the document describes, or routes it does not list', async () => {
    await get('/api/Things/1');
    await get('/api/things/9');
    await get('/elsewhere');
    expect(await answers.mismatches()).toEqual([]);
  });

  it("should report a body the operation's schema refuses, formats included", async () => {
    await get('/api/Things/2');
    await get('/api/Things/3');
    const found = await answers.mismatches();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^GET \/api\/things\/\{\} 200: .*id must be integer/);
    expect(found[1]).toMatch(/owner must match format "email"/);
  });

  it('should report a status the operation does not declare', async () => {
    await get('/api/Things/4');
    expect(await answers.mismatches()).toEqual([
      'GET /api/things/{} answered 409, which the document does not declare',
    ]);
  });
});
