import type { CallDefinition } from '@license-console/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/outbox-page.ts';
import type { ContractRoute } from './contract-routes.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';

/** The reference page: every operation of the document, grouped by tag, readable without any script. */
export function renderReferencePage(document: OpenApiDocument): string {
  const sections = document.tags
    .map((tag) => {
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.tags.includes(tag.name))
          .map(([method, operation]) => ({ path, method, operation })),
      );
      if (operations.length === 0) return '';
      const items = operations
        .map(({ path, method, operation }) => {
          const parameters = (operation.parameters ?? [])
            .map(
              (parameter) =>
                `<li><code>${escapeHtml(String(parameter.name))}</code> (${escapeHtml(String(parameter.in))}${parameter.required ? ', required' : ''})</li>`,
            )
            .join('');
          const body = operation.requestBody
            ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(operation.requestBody, null, 2))}</pre></details>`
            : '';
          const responses = `<details><summary>Responses: ${escapeHtml(Object.keys(operation.responses).join(', '))}</summary><pre>${escapeHtml(JSON.stringify(operation.responses, null, 2))}</pre></details>`;
          return `<li id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code>${operation.deprecated ? ' <span class="deprecated">deprecated</span>' : ''}</h3>
<p>${escapeHtml(operation.summary)}${operation.description ? ` ${escapeHtml(operation.description)}` : ''}</p>
<p class="meta">${operation.security?.length === 0 ? 'No session needed.' : 'Needs a signed-in session or an API token.'} Operation <code>${escapeHtml(operation.operationId)}</code>.</p>
${parameters ? `<ul>${parameters}</ul>` : ''}${body}${responses}
</li>`;
        })
        .join('\n');
      return `<section aria-labelledby="tag-${escapeHtml(tag.name.replaceAll(' ', '-'))}">
<h2 id="tag-${escapeHtml(tag.name.replaceAll(' ', '-'))}">${escapeHtml(tag.name)}</h2>
<p>${escapeHtml(tag.description)}</p>
<ol>${items}</ol>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:64rem;margin:0 auto;padding:1rem;line-height:1.5;color:#111827}h3{font-size:1rem;margin:1.25rem 0 .25rem;overflow-wrap:anywhere}.method{display:inline-block;min-width:4rem;font-size:.8rem;font-weight:700;color:#1d4ed8}.deprecated{font-size:.8rem;color:#b45309}.meta{color:#4b5563;font-size:.9rem}ol{list-style:none;padding:0}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f4f6;padding:.5rem;font-size:.8rem}</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
${sections}
</body>
</html>
`;
}

/**
 * GET /api/openapi.json and GET /api/reference: built once, from the routes this server serves, on the first request
 * for either. Building them converts every call's schemas (over half a megabyte of document), which a start would
 * otherwise pay for before its first answer, and most servers are never asked for them.
 */
export function registerOpenApi(
  server: FastifyInstance,
  routes: readonly ContractRoute[],
  names: ReadonlyMap<CallDefinition, string>,
) {
  const served = [...routes];
  let built: { document: OpenApiDocument; page: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = buildOpenApiDocument(served, names);
      built = { document, page: renderReferencePage(document) };
    }
    return built;
  };
  server.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(reference().document));
  server.get('/api/reference', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(reference().page),
  );
}
