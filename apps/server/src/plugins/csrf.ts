import { messages } from '@license-console/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence: a state-changing request must come from this origin. Browsers state
 * where a request comes from in Sec-Fetch-Site and Origin; one from another site is refused before any
 * handler runs. The session cookie is also SameSite=Lax, so other sites' requests do not carry it.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      throw new HttpError(403, messages.auth.crossSite);
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new HttpError(403, messages.auth.crossSite);
      }
      if (host !== request.headers.host) throw new HttpError(403, messages.auth.crossSite);
    } else if (origin === 'null') {
      throw new HttpError(403, messages.auth.crossSite);
    }
  });
}
