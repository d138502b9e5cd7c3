import { z } from 'zod/mini';
import { lineOfText, linesOfText, nameTextSchema, TEXT_LIMITS } from './bounds.ts';

const siteUrlSchema = lineOfText(TEXT_LIMITS.url);
const keySchema = linesOfText(TEXT_LIMITS.key);

/**
 * designed (beyond the spec): a site's former public key after a key rotation, still accepted until `expiresAt`
 * (an ISO 8601 instant); answered only while it is.
 */
export const ssoSitePreviousKeySchema = z.object({
  publicKey: keySchema,
  expiresAt: z.string(),
});

/** Spec §3 "SSO site" as listed and edited; the private key is never answered again after creation. */
export const ssoSiteSchema = z.object({
  id: z.string(),
  name: nameTextSchema,
  url: siteUrlSchema,
  publicKey: keySchema,
  /** designed: present while a rotation's overlap lasts. */
  previousKey: z.optional(ssoSitePreviousKeySchema),
});

/** What GET /api/SingleSignOn/new answers and POST /api/SingleSignOn sends: a site with its new key pair. */
export const ssoSiteDraftSchema = z.object({
  name: nameTextSchema,
  url: siteUrlSchema,
  publicKey: keySchema,
  privateKey: keySchema,
});

/** designed: what a key rotation answers: the site with its new public key and, this once, the new private key. */
export const ssoSiteRotationSchema = z.extend(ssoSiteSchema, { privateKey: keySchema });

export type SsoSite = z.infer<typeof ssoSiteSchema>;
export type SsoSitePreviousKey = z.infer<typeof ssoSitePreviousKeySchema>;
export type SsoSiteDraft = z.infer<typeof ssoSiteDraftSchema>;
export type SsoSiteRotation = z.infer<typeof ssoSiteRotationSchema>;
