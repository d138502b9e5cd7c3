import type { LicenseOrganizations, Organization, OrganizationChangePreview } from '@license-console/domain';
import type { Tagged } from '../api/versions.ts';

/**
 * The calls about a pack's organization (Cloud Settings, spec §4 "Organization editing modes", §6 rows 4, 8, 9), one
 * method per call, named as the contract names it.
 */
interface OrganizationsApi {
  /**
   * GET /api/Licenses/{licenseId}/Organizations (designed; Cloud Settings, product 3): the pack's organization (null
   * when not linked) and the organizations it can be changed to, its manager's other ones.
   */
  licenseOrganizations(licenseId: string): Promise<LicenseOrganizations>;
  /**
   * The same read for Cloud Settings, whose changes are based on it: with the ETag of the pack's link and its
   * organization's name (one version), to send back as If-Match.
   */
  licenseOrganizationsForEdit(licenseId: string): Promise<Tagged<LicenseOrganizations>>;
  /**
   * POST /api/Licenses/changeOrganizationName: renames the pack's organization; resolves with it renamed. With
   * `ifMatch` (the ETag Cloud Settings read) a link or name changed since is refused with 412 (staleWriteOf reads it).
   */
  changeOrganizationName(
    licenseId: string,
    newOrganizationName: string,
    ifMatch?: string | null,
  ): Promise<Organization>;
  /**
   * POST /api/Licenses/changeOrganization: moves the pack to another of its manager's organizations. An organization
   * the manager is not in is a 400 carrying the organization's own refusal as `embedded` status 401 (spec §8).
   * `ifMatch` as changeOrganizationName's.
   */
  changeOrganization(licenseId: string, newOrganizationId: string, ifMatch?: string | null): Promise<Organization>;
  /**
   * POST /api/Licenses/changeOrganization/Preview: the change worked out and not kept; resolves with the organization
   * and the caller's Settings afterwards. Refused as the change would be.
   */
  previewChangeOrganization(licenseId: string, newOrganizationId: string): Promise<OrganizationChangePreview>;
  /** POST /api/Licenses/GetOrganizationsForLinking/{name}/{licenseId}: step one of linking, by part of a name. */
  organizationsForLinking(licenseId: string, name: string): Promise<Organization[]>;
  /**
   * POST /api/Licenses/linkSelectedOrganization: step two of linking, the organization chosen and confirmed.
   * `ifMatch` as changeOrganizationName's.
   */
  linkSelectedOrganization(
    licenseId: string,
    organization: Organization,
    ifMatch?: string | null,
  ): Promise<Organization>;
}

export type { OrganizationsApi };
