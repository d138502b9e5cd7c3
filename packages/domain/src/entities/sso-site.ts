import { z } from 'zod';

/** Spec §3 "SSO site" as listed and edited; the private key is never answered again after creation. */
export const ssoSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  publicKey: z.string(),
});

/** What GET /api/SingleSignOn/new answers and POST /api/SingleSignOn sends: a site with its new key pair. */
export const ssoSiteDraftSchema = z.object({
  name: z.string(),
  url: z.string(),
  publicKey: z.string(),
  privateKey: z.string(),
});

export type SsoSite = z.infer<typeof ssoSiteSchema>;
export type SsoSiteDraft = z.infer<typeof ssoSiteDraftSchema>;
