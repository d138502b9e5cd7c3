import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CallDefinition } from '@license-console/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/outbox-page.ts';
import type { ContractRoute } from './contract-routes.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

/** The viewer's files, read from swagger-ui-dist once asked for: what the reference page loads beside itself. */
const VIEWER_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;
type ViewerFile = keyof typeof VIEWER_FILES;

const viewerDirectory = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The reference page: Swagger UI over the document, with its bundle and styles from this server and its start-up
 * as the one inline script, allowed by a nonce made for this answer alone (the rest of the CSP as everywhere). It
 * reads the document and its files by relative addresses, so it also works under a proxy's path prefix.
 */
export function renderReferencePage(title: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<link rel="stylesheet" href="reference/swagger-ui.css">
</head>
<body>
<noscript><p>This reference needs JavaScript. The document it shows: <a href="openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="reference/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">
SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, withCredentials: true });
</script>
</body>
</html>
`;
}

/** The page's CSP: the console's, with the page's start-up script allowed by its nonce. */
export function referencePolicy(nonce: string): string {
  return Object.entries({ ...CONTENT_SECURITY_POLICY, 'script-src': ["'self'", `'nonce-${nonce}'`] })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/**
 * GET /api/openapi.json, built once from the routes this server serves on its first request (it converts every
 * call's schemas, over half a megabyte of document, which a start would otherwise pay for before its first answer,
 * and most servers are never asked for it); GET /api/reference, the viewer's page over it, and the viewer's two
 * files under /api/reference/, read on their first request. Nothing else of swagger-ui-dist is served.
 */
export function registerOpenApi(
  server: FastifyInstance,
  routes: readonly ContractRoute[],
  names: ReadonlyMap<CallDefinition, string>,
) {
  const served = [...routes];
  let document: OpenApiDocument | undefined;
  const built = () => {
    document ??= buildOpenApiDocument(served, names);
    return document;
  };
  server.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(built()));
  server.get('/api/reference', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', referencePolicy(nonce))
      .send(renderReferencePage(built().info.title, nonce));
  });
  const files = new Map<ViewerFile, Buffer>();
  server.get<{ Params: { file: string } }>('/api/reference/:file', async (request, reply) => {
    const name = request.params.file;
    if (!Object.hasOwn(VIEWER_FILES, name)) return reply.callNotFound();
    const file = name as ViewerFile;
    if (!files.has(file)) files.set(file, await readFile(join(viewerDirectory(), file)));
    // The same files until the server is upgraded: a day in the browser's cache, not no-store as the API's answers.
    return reply.type(VIEWER_FILES[file]).header('cache-control', 'public, max-age=86400').send(files.get(file));
  });
}
