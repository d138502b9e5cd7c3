import { singleSignOnCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { SingleSignOnApi } from './api.ts';

/** The SSO site calls over HTTP; loaded on first use by createHttpConsoleApi, like every resource but the session. */
function createHttpSingleSignOnApi({ callContract, callContractWithHeaders }: Transport): SingleSignOnApi {
  return {
    newSsoSite: () => callContract(singleSignOnCalls.newSsoSite),
    // A site that is gone is the form's own answer (it says so, with the way back), not the console's /404.
    getSsoSite: (siteId) => callContract(singleSignOnCalls.getSsoSite, { params: { siteId } }, { redirects: false }),
    ssoSiteForEdit: async (siteId) => {
      const { data, headers } = await callContractWithHeaders(
        singleSignOnCalls.getSsoSite,
        { params: { siteId } },
        { redirects: false },
      );
      return { value: data, etag: headers.get('etag') };
    },
    updateSsoSite: (site, ifMatch) => callContract(singleSignOnCalls.updateSsoSite, { body: site, ifMatch }),
    createSsoSite: (site) => callContract(singleSignOnCalls.createSsoSite, { body: site }),
    listSsoSites: () => callContract(singleSignOnCalls.listSsoSites),
    deleteSsoSite: async (id, ifMatch) => {
      await callContract(singleSignOnCalls.deleteSsoSite, { params: { id }, ifMatch });
    },
    rotateSsoSiteKeys: (siteId, overlapDays) =>
      callContract(singleSignOnCalls.rotateSsoSiteKeys, { params: { siteId }, body: { overlapDays } }),
    getSsoSiteJwks: (siteId) => callContract(singleSignOnCalls.getSsoSiteJwks, { params: { siteId } }),
  };
}

export { createHttpSingleSignOnApi };
