import { isValidEmail } from '@license-console/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { type OpenApiDocument, pathShape } from '../plugins/openapi.ts';

/** One answer of a test app, as it left the server. */
interface Answer {
  method: string;
  route: string;
  status: number;
  json: unknown;
}

interface Checker {
  /** Why the answer breaks the document, or undefined when it keeps it (or the document has no such operation). */
  check(answer: Answer): string | undefined;
}

/** The route as the document's paths spell it: `/api/licenses/:id` is `/api/licenses/{}`. */
const shapeOfRoute = (url: string) => pathShape(url.replace(/:\w+/g, '{}'));

/** The document's schemas, compiled once per worker and per operation and status as answers need them. */
function createChecker(document: OpenApiDocument): Checker {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  // `format: email` as the server takes an address (something@domain.tld), not RFC 5322's stricter grammar.
  ajv.addFormat('email', isValidEmail);
  // `#/components/schemas/X` resolves in a schema of its own, which every answer's schema refers to by its id.
  ajv.addSchema({ $id: 'openapi', components: { schemas: document.components.schemas } });
  const operations = new Map<string, OpenApiDocument['paths'][string][string]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${pathShape(path)}`, operation);
    }
  }
  const compiled = new Map<string, ValidateFunction | null>();
  const pointAtDocument = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
  return {
    check({ method, route, status, json }) {
      const key = `${method} ${shapeOfRoute(route)}`;
      const operation = operations.get(key);
      if (!operation) return undefined;
      const response = operation.responses[String(status)] as
        | { content?: Record<string, { schema: unknown }> }
        | undefined;
      if (!response) return `${key} answered ${status}, which the document does not declare`;
      const schema = response.content?.['application/json']?.schema;
      if (json === undefined || schema === undefined) return undefined;
      const cacheKey = `${key} ${status}`;
      if (!compiled.has(cacheKey)) compiled.set(cacheKey, ajv.compile(pointAtDocument(schema)));
      const validate = compiled.get(cacheKey)!;
      if (validate?.(json) !== false) return undefined;
      return `${key} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(json).slice(0, 300)}`;
    },
  };
}

let checker: Promise<Checker> | undefined;

/**
 * Checks every answer of a test app against the server's own OpenAPI document: a status the called operation does
 * not declare, or a JSON body its schema refuses, is a mismatch (createTestApp fails the test that got it).
 * Answers sent compressed or streamed (downloads) are checked for their status only.
 */
export function checkAnswers(server: FastifyInstance, options: { document?: OpenApiDocument } = {}) {
  const answers: Answer[] = [];
  server.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (route && route !== '/api/openapi.json') {
      const type = String(reply.getHeader('content-type') ?? '');
      const readable =
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        type.startsWith('application/json') &&
        !reply.getHeader('content-encoding');
      let json: unknown;
      if (readable && payload.length > 0) {
        try {
          json = JSON.parse(payload.toString());
        } catch {
          json = undefined;
        }
      }
      answers.push({ method: request.method, route, status: reply.statusCode, json });
    }
    done(null, payload);
  });
  return {
    /** Every mismatch of the answers so far; the answers are checked against the document once, as they are read. */
    async mismatches(): Promise<string[]> {
      // Every test app serves the same document: the first one's is read and compiled for the whole worker.
      if (!options.document) {
        checker ??= server
          .inject({ method: 'GET', url: '/api/openapi.json' })
          .then((response) => createChecker(response.json() as OpenApiDocument));
      }
      const { check } = options.document ? createChecker(options.document) : await checker!;
      const found = answers.splice(0).flatMap((answer) => check(answer) ?? []);
      return [...new Set(found)];
    },
  };
}
