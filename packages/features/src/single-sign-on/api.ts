import type { SsoSite, SsoSiteDraft, SsoSiteJwks, SsoSiteRotation, SsoSiteUpdate } from '@license-console/domain';
import type { Tagged } from '../api/versions.ts';

/** The SSO site calls (spec §2.9, §7 "Single sign-on"), one method per call, named as the contract names it. */
interface SingleSignOnApi {
  /** GET api/SingleSignOn/new: a blank site with a key pair the server generated; its private key is shown once. */
  newSsoSite(): Promise<SsoSiteDraft>;
  /** GET api/SingleSignOn/{siteId}: one site, without its private key. */
  getSsoSite(siteId: string): Promise<SsoSite>;
  /** The same read for the form that will save it: the site with its ETag, to send back as If-Match. */
  ssoSiteForEdit(siteId: string): Promise<Tagged<SsoSite>>;
  /**
   * PUT api/SingleSignOn: a site's new name and URL; its key pair cannot change. With `ifMatch` (the ETag the form
   * loaded) a site changed since is refused with 412 (staleWriteOf reads it).
   */
  updateSsoSite(site: SsoSiteUpdate, ifMatch?: string | null): Promise<SsoSite>;
  /** POST api/SingleSignOn: a new site with the key pair of `newSsoSite`. */
  createSsoSite(site: SsoSiteDraft): Promise<SsoSite>;
  /** GET /api/singlesignon: every site (paged in the browser). */
  listSsoSites(): Promise<SsoSite[]>;
  /**
   * DELETE /api/SingleSignOn/{id}: after the 'Delete SSO?' confirmation. With `ifMatch` (the ETag of the site as
   * shown) a site changed since is refused with 412 and nothing is deleted.
   */
  deleteSsoSite(id: string, ifMatch?: string | null): Promise<void>;
  /**
   * POST api/SingleSignOn/{siteId}/rotate: a new key pair, its private key answered this once; the former public key
   * stays valid for `overlapDays` (1 to 30). Refused (409) while an earlier rotation's overlap lasts.
   */
  rotateSsoSiteKeys(siteId: string, overlapDays: number): Promise<SsoSiteRotation>;
  /** GET api/SingleSignOn/{siteId}/jwks.json: the site's valid public keys as a JWK Set (public). */
  getSsoSiteJwks(siteId: string): Promise<SsoSiteJwks>;
}

export type { SingleSignOnApi };
