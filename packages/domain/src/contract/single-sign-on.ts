import { z } from 'zod/mini';
import { INT32_MAX, opaqueIdSchema } from '../entities/bounds.ts';
import { ssoSiteDraftSchema, ssoSiteRotationSchema, ssoSiteSchema } from '../entities/sso-site.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

/** A site as the update call sends it: named by the id the server issued (a rotation's former key is not its to send). */
export const ssoSiteUpdateSchema = z.extend(z.omit(ssoSiteSchema, { previousKey: true }), { id: opaqueIdSchema });

export type SsoSiteUpdate = z.infer<typeof ssoSiteUpdateSchema>;

/**
 * designed: what a key rotation sends: the overlap in days (any bounded number here; the service checks it against
 * `ssoKeyRotationSchema`, so a refusal names the field with the form's own message).
 */
export const ssoKeyRotationRequestSchema = z.object({
  overlapDays: z.number().check(z.gte(-INT32_MAX - 1), z.lte(INT32_MAX)),
});

/** designed: one public key of a site as a JSON Web Key (RFC 7517), named by its RFC 7638 thumbprint. */
export const ssoSiteJwkSchema = z.object({
  kty: z.enum(['EC', 'RSA']),
  kid: z.string(),
  use: z.literal('sig'),
  alg: z.enum(['ES256', 'RS256']),
  crv: z.optional(z.string()),
  x: z.optional(z.string()),
  y: z.optional(z.string()),
  n: z.optional(z.string()),
  e: z.optional(z.string()),
});

/** designed: a site's JWK Set: its current public key first, then a rotated one while its overlap lasts. */
export const ssoSiteJwksSchema = z.object({ keys: z.array(ssoSiteJwkSchema) });

export type SsoSiteJwk = z.infer<typeof ssoSiteJwkSchema>;
export type SsoSiteJwks = z.infer<typeof ssoSiteJwksSchema>;

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
    versioned: 'read',
  }),
  updateSsoSite: defineCall({
    method: 'PUT',
    path: '/api/SingleSignOn',
    summary: 'Updates an SSO site; the body names it. The key pair cannot change here.',
    body: ssoSiteUpdateSchema,
    response: ssoSiteSchema,
    designed: ['response'],
    versioned: 'write',
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
    versioned: 'delete',
  }),
  rotateSsoSiteKeys: defineCall({
    method: 'POST',
    path: '/api/SingleSignOn/{siteId}/rotate',
    summary:
      'Gives the site a new key pair; its former public key stays valid for the overlap chosen (1 to 30 days). ' +
      'The new private key is answered this once. Refused (409) while an earlier rotation’s overlap lasts.',
    params: z.object({ siteId: opaqueIdSchema }),
    body: ssoKeyRotationRequestSchema,
    response: ssoSiteRotationSchema,
    designed: ['path'],
  }),
  getSsoSiteJwks: defineCall({
    method: 'GET',
    path: '/api/SingleSignOn/{siteId}/jwks.json',
    summary:
      'The site’s currently valid public keys as a JWK Set, for the site to verify the assertions. Public: it holds ' +
      'public keys only, and the site fetches it without a console session.',
    params: z.object({ siteId: opaqueIdSchema }),
    response: ssoSiteJwksSchema,
    designed: ['path'],
  }),
} as const;
