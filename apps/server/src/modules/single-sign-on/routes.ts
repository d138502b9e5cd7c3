import { contract } from '@license-console/domain';
import { answerVersioned } from '../../lib/row-versions.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { SsoSiteService } from './service.ts';

/** How long a site may cache its JWK Set. */
const JWKS_CACHE_SECONDS = 300;

/**
 * The server side of the Single sign-on calls (spec §2.9, §7); administrators only, by the service's rule, but for
 * the public JWK Set.
 */
export function singleSignOnRoutes(sites: SsoSiteService): ContractRoute[] {
  return [
    serve(contract.newSsoSite, 'user', ({ session }) => sites.newSsoSite(session!.user)),
    serve(contract.getSsoSite, 'user', async ({ session, params, reply }) =>
      answerVersioned(reply, await sites.getSsoSite(session!.user, params.siteId)),
    ),
    serve(contract.updateSsoSite, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(reply, await sites.updateSsoSite(session!.user, body, precondition)),
    ),
    serve(contract.createSsoSite, 'user', ({ session, body }) => sites.createSsoSite(session!.user, body)),
    serve(contract.listSsoSites, 'user', ({ session }) => sites.listSsoSites(session!.user)),
    serve(contract.deleteSsoSite, 'user', async ({ session, params, precondition }) => {
      await sites.deleteSsoSite(session!.user, params.id, precondition);
      return { ok: true as const };
    }),
    serve(contract.rotateSsoSiteKeys, 'user', ({ session, params, body }) =>
      sites.rotateSsoSiteKeys(session!.user, params.siteId, body),
    ),
    // Public, as a JWK Set is: public keys only, fetched by the site's own server without a console session. Cached
    // briefly; a rotation's overlap (a day at least) outlasts any cached copy.
    serve(contract.getSsoSiteJwks, 'public', async ({ params, reply }) => {
      const jwks = await sites.getSsoSiteJwks(params.siteId);
      reply.header('cache-control', `public, max-age=${JWKS_CACHE_SECONDS}`);
      return jwks;
    }),
  ];
}
