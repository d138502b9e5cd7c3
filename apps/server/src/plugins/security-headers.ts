import type { FastifyInstance } from 'fastify';

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

const SECURITY_HEADERS_OVER_TLS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
};

/**
 * Sets the security headers on every answer as its request arrives (error answers and 404s included), HSTS too when
 * the request came over TLS: directly, or through a trusted proxy that says so in X-Forwarded-Proto. The set is
 * fixed, so it is built once and set in one call instead of being rebuilt for every answer.
 */
export function registerSecurityHeaders(server: FastifyInstance) {
  server.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? SECURITY_HEADERS_OVER_TLS : SECURITY_HEADERS);
    done();
  });
}
