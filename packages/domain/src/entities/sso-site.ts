import { z } from 'zod';
import { lineOfText, linesOfText, nameTextSchema, TEXT_LIMITS } from './bounds.ts';

const siteUrlSchema = lineOfText(TEXT_LIMITS.url);
const keySchema = linesOfText(TEXT_LIMITS.key);

/** Spec §3 "SSO site" as listed and edited; the private key is never answered again after creation. */
export const ssoSiteSchema = z.object({
  id: z.string(),
  name: nameTextSchema,
  url: siteUrlSchema,
  publicKey: keySchema,
});

/** What GET /api/SingleSignOn/new answers and POST /api/SingleSignOn sends: a site with its new key pair. */
export const ssoSiteDraftSchema = z.object({
  name: nameTextSchema,
  url: siteUrlSchema,
  publicKey: keySchema,
  privateKey: keySchema,
});

export type SsoSite = z.infer<typeof ssoSiteSchema>;
export type SsoSiteDraft = z.infer<typeof ssoSiteDraftSchema>;
