import { organizationCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { OrganizationsApi } from './api.ts';

/** The organization calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpOrganizationsApi({ callContract, callContractWithHeaders }: Transport): OrganizationsApi {
  return {
    licenseOrganizations: (licenseId) =>
      callContract(organizationCalls.licenseOrganizations, { params: { licenseId } }),
    licenseOrganizationsForEdit: async (licenseId) => {
      const { data, headers } = await callContractWithHeaders(organizationCalls.licenseOrganizations, {
        params: { licenseId },
      });
      return { value: data, etag: headers.get('etag') };
    },
    changeOrganizationName: (LicenseId, NewOrganizationName, ifMatch) =>
      callContract(organizationCalls.changeOrganizationName, { body: { LicenseId, NewOrganizationName }, ifMatch }),
    changeOrganization: (LicenseId, NewOrganizationId, ifMatch) =>
      callContract(organizationCalls.changeOrganization, { body: { LicenseId, NewOrganizationId }, ifMatch }),
    previewChangeOrganization: (LicenseId, NewOrganizationId) =>
      callContract(organizationCalls.previewChangeOrganization, { body: { LicenseId, NewOrganizationId } }),
    organizationsForLinking: (licenseId, name) =>
      callContract(organizationCalls.organizationsForLinking, { params: { name, licenseId } }),
    // An organization gone since the search is the dialog's to say, not a page to leave for /404.
    linkSelectedOrganization: (EncryptedLicenseId, { organizationId, organizationName }, ifMatch) =>
      callContract(
        organizationCalls.linkSelectedOrganization,
        { body: { EncryptedLicenseId, OrganizationId: organizationId, OrganizationName: organizationName }, ifMatch },
        { redirects: false },
      ),
  };
}

export { createHttpOrganizationsApi };
