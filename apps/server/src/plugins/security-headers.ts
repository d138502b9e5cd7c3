import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the built console needs and nothing more: its own scripts, styles, fonts and API; `data:` images (the
 * favicon is one); inline style elements, because the dialogs' scroll lock inserts one at run time (style
 * attributes stay refused; React sets styles through the CSSOM). No inline or evaluated script anywhere. No
 * form-action: the external sign-in's form is answered by a redirect to the identity provider, which Chromium
 * checks against form-action too.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  'style-src-attr': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The browser security headers of every answer: the CSP above, X-Frame-Options DENY, nosniff, Referrer-Policy
 * same-origin (no-referrer would make browsers send `Origin: null` on the console's own POSTs, which the cross-site
 * guard refuses), and the rest of Helmet's defaults with the same values (the test in security-headers.test.ts holds
 * the set equal to what @fastify/helmet answers for this configuration).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A year, on this host and its subdomains; only answers to requests that came over TLS carry it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** A request for the API (any case, as the routes): everything under /api. */
export const API_PATH = /^\/api(?:[/?]|$)/i;

/**
 * Every answer of the API, its refusals included (a cross-site 403 before any route, an unknown call's 404), is the
 * caller's own (a name, a pack's users, a session's state): no browser or shared cache may keep it. A handler whose
 * answer may be cached says so itself (a JWK Set).
 */
const NOT_STORED = { 'cache-control': 'no-store' } as const;

/** The four fixed sets: over TLS or not, for the API or not. */
const HEADER_SETS = {
  plain: SECURITY_HEADERS,
  tls: { ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY },
  apiPlain: { ...SECURITY_HEADERS, ...NOT_STORED },
  apiTls: { ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY, ...NOT_STORED },
} as const;

/**
 * Sets the security headers of the answer as its request arrives (error answers and 404s included), HSTS too when
 * the request came over TLS: directly, or through a trusted proxy that says so in X-Forwarded-Proto; no-store on
 * every answer of the API; and the request's id, for a user to quote. The first of every request's checks (app.ts),
 * so the refusals of the others carry them too. The sets are fixed, so they are built once and set in one call
 * instead of being rebuilt for every answer.
 */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply) {
  const tls = request.protocol === 'https';
  const headers = API_PATH.test(request.url)
    ? tls
      ? HEADER_SETS.apiTls
      : HEADER_SETS.apiPlain
    : tls
      ? HEADER_SETS.tls
      : HEADER_SETS.plain;
  reply.headers(headers);
  reply.header('x-request-id', request.id);
}
