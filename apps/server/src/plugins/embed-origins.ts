import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The host pages that may call the API from a browser (EMBED_ORIGINS): CORS with credentials for exactly those
 * origins, nothing for any other. Written here rather than with @fastify/cors: its headers must be on every answer
 * to a listed origin, the refusals of the cross-site guard and of the session check included (a widget reads a 401
 * to send its host to /login), and those refusals come from the one onRequest hook (app.ts), which a plugin's own
 * hook would have to run before, leaving its preflight answers without the security headers; the plugin also adds
 * an `OPTIONS *` route that would change what an OPTIONS of an unknown path answers. An exact list needs none of its
 * options (wildcards, patterns, reflected origins), which are what go wrong.
 */

/** The methods a listed host may send (every method a contract call uses). */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** The request headers beyond the CORS-safelisted ones the adapter sends: JSON bodies, If-Match, a bearer token. */
const ALLOWED_HEADERS = 'Content-Type, If-Match, Authorization';
/** The answer's headers the adapter reads: a record's version, a created record's address, when to try again. */
const EXPOSED_HEADERS = 'ETag, Location, Retry-After, X-Request-Id, Content-Disposition';
/** How long a browser may keep a preflight's answer, in seconds (Chromium caps it at 7,200). */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** The origin of a listed host that sent this request, else undefined (no Origin, `null`, or any other). */
export function embeddingOrigin(request: FastifyRequest, origins: ReadonlySet<string>): string | undefined {
  const origin = request.headers.origin;
  return origin !== undefined && origins.has(origin) ? origin : undefined;
}

/**
 * Adds the CORS headers to the answer of a request from a listed host, and `Vary: Origin` to every answer while any
 * host is listed (a cache must not give one origin's answer to another). Answers a listed host's preflight itself
 * (204) and says so; any other request goes on to the checks. An unlisted origin gets no CORS header: its browser
 * neither sends the request a preflight asked for nor lets its page read an answer.
 */
export function answerEmbeddingHost(
  request: FastifyRequest,
  reply: FastifyReply,
  origins: ReadonlySet<string>,
): 'preflight-answered' | undefined {
  if (origins.size === 0) return undefined;
  reply.header('vary', 'Origin');
  const origin = embeddingOrigin(request, origins);
  if (origin === undefined) return undefined;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    reply.code(204).send();
    return 'preflight-answered';
  }
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  return undefined;
}
