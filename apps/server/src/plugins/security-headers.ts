import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built console needs and nothing more: its own scripts, styles, fonts and API; `data:` images (the
 * favicon is one); inline style elements, because the dialogs' scroll lock inserts one at run time (style
 * attributes stay refused; React sets styles through the CSSOM). No inline or evaluated script anywhere. No
 * form-action: the external sign-in's form is answered by a redirect to the identity provider, which Chromium
 * checks against form-action too.
 */
const CONTENT_SECURITY_POLICY = {
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

/** A year, on this host and its subdomains; only answers that came over TLS carry it. */
const STRICT_TRANSPORT_SECURITY = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * The browser security headers on every answer, set by @fastify/helmet: the CSP above, X-Frame-Options DENY,
 * nosniff, Referrer-Policy same-origin (no-referrer would make browsers send `Origin: null` on the console's
 * own POSTs, which the cross-site guard refuses), and HSTS when the request came over TLS: directly, or through
 * a trusted proxy that says so in X-Forwarded-Proto.
 */
export async function registerSecurityHeaders(server: FastifyInstance) {
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  server.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.helmet({ strictTransportSecurity: STRICT_TRANSPORT_SECURITY });
  });
}
