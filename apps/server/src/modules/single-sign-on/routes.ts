import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { SsoSiteService } from './service.ts';

/** The server side of the Single sign-on calls (spec §2.9, §7); administrators only, by the service's rule. */
export function singleSignOnRoutes(sites: SsoSiteService): ContractRoute[] {
  return [
    serve(contract.newSsoSite, 'user', ({ session }) => sites.newSsoSite(session!.user)),
    serve(contract.getSsoSite, 'user', ({ session, params }) => sites.getSsoSite(session!.user, params.siteId)),
    serve(contract.updateSsoSite, 'user', ({ session, body }) => sites.updateSsoSite(session!.user, body)),
    serve(contract.createSsoSite, 'user', ({ session, body }) => sites.createSsoSite(session!.user, body)),
    serve(contract.listSsoSites, 'user', ({ session }) => sites.listSsoSites(session!.user)),
    serve(contract.deleteSsoSite, 'user', async ({ session, params }) => {
      await sites.deleteSsoSite(session!.user, params.id);
      return { ok: true as const };
    }),
  ];
}
