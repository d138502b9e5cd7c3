import { z } from 'zod';
import { opaqueIdSchema } from '../entities/bounds.ts';
import { ssoSiteDraftSchema, ssoSiteSchema } from '../entities/sso-site.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

/** A site as the update call sends it: named by the id the server issued. */
export const ssoSiteUpdateSchema = ssoSiteSchema.extend({ id: opaqueIdSchema });

export type SsoSiteUpdate = z.infer<typeof ssoSiteUpdateSchema>;

export const singleSignOnCalls = {
  newSsoSite: defineCall({
    method: 'GET',
    path: '/api/SingleSignOn/new',
    summary: 'A blank site with a freshly generated key pair; the private key is shown this once.',
    response: ssoSiteDraftSchema,
  }),
  getSsoSite: defineCall({
    method: 'GET',
    path: '/api/SingleSignOn/{siteId}',
    summary: 'One SSO site (without its private key).',
    params: z.object({ siteId: opaqueIdSchema }),
    response: ssoSiteSchema,
    designed: ['response'],
  }),
  updateSsoSite: defineCall({
    method: 'PUT',
    path: '/api/SingleSignOn',
    summary: 'Updates an SSO site; the body names it. The key pair cannot change here.',
    body: ssoSiteUpdateSchema,
    response: ssoSiteSchema,
    designed: ['response'],
  }),
  createSsoSite: defineCall({
    method: 'POST',
    path: '/api/SingleSignOn',
    summary: 'Creates an SSO site with the key pair the new call supplied.',
    body: ssoSiteDraftSchema,
    response: ssoSiteSchema,
    status: 201,
    designed: ['response'],
  }),
  listSsoSites: defineCall({
    method: 'GET',
    path: '/api/singlesignon',
    summary: 'Every SSO site (paged in the browser).',
    response: z.array(ssoSiteSchema),
    designed: ['response'],
  }),
  deleteSsoSite: defineCall({
    method: 'DELETE',
    path: '/api/SingleSignOn/{id}',
    summary: "Deletes an SSO site after the 'Delete SSO?' confirmation.",
    params: z.object({ id: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['response'],
  }),
} as const;
