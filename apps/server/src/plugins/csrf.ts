import { messages } from '@license-console/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { embeddingOrigin } from './embed-origins.ts';
import { bearerToken } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes state, whatever its method (a contract call's `changesState`). */
    changesState?: boolean;
    /** The route's body is JSON only: a body a cross-site form can send without asking is refused. */
    jsonBodyOnly?: boolean;
  }
}

/** The methods that change nothing (RFC 9110 safe methods). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuseOtherSites(request: FastifyRequest, embedOrigins: ReadonlySet<string>) {
  // A host page EMBED_ORIGINS lists, by its exact Origin (a browser sets it; a page cannot).
  if (embeddingOrigin(request, embedOrigins) !== undefined) return;
  // Any other site, a top-level navigation included: that is how a link carries the SameSite=Lax cookie along.
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new HttpError(403, messages.auth.crossSite);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const host = hostOf(origin);
  if (!host || host !== request.headers.host) throw new HttpError(403, messages.auth.crossSite);
}

/** The host of an Origin header; undefined for `null` and anything that is not a URL. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The media type of a Content-Type header, lower-cased, without its parameters. */
function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Cross-site request forgery defence: a state-changing request must come from this origin. Browsers state
 * where a request comes from in Sec-Fetch-Site and Origin; one from another site is refused before any
 * handler runs, unless its Origin is one of the host pages EMBED_ORIGINS lists. A request changes state when its
 * method is not a safe one, or when its route says so (GETs that send or check codes; their HEAD twins too). The
 * session cookie is also SameSite=Lax while no host is listed. A request with an API
 * token (`Authorization: Bearer`) is not refused: its cookie is never read, and no other site can send its token. A
 * JSON call also refuses the bodies an HTML form or a plain cross-site fetch can send without the browser asking first. One of every
 * request's checks (app.ts): it throws the refusal.
 */
export function refuseCrossSite(request: FastifyRequest, embedOrigins: ReadonlySet<string>) {
  const config = request.routeOptions.config;
  const guarded = config.changesState ?? !SAFE_METHODS.has(request.method);
  if (guarded && bearerToken(request) === undefined) refuseOtherSites(request, embedOrigins);
  const contentType = request.headers['content-type'];
  if (config.jsonBodyOnly && contentType !== undefined && mediaType(contentType) !== 'application/json') {
    throw new HttpError(415, messages.auth.jsonBodyOnly);
  }
}
