import { licenseCalls, licenseUsageCalls, type UsersImported, type UsersImportPreview } from '@license-console/domain';
import { cacheBuster, type Transport } from '../api/transport.ts';
import { csvFile } from '../shared/csv-file.ts';
import type { LicenseUsagesApi } from './api.ts';

/** The license-usage calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpLicenseUsagesApi({ callContract }: Transport): LicenseUsagesApi {
  function uploadUsagesCsv(id: string, file: Blob, options: { dryRun: true }): Promise<UsersImportPreview>;
  function uploadUsagesCsv(id: string, file: Blob): Promise<UsersImported>;
  function uploadUsagesCsv(id: string, file: Blob, options?: { dryRun: true }) {
    return callContract(licenseUsageCalls.uploadUsagesCsv, {
      params: { id },
      query: options?.dryRun ? { dryRun: true } : {},
      body: { file },
    });
  }

  return {
    // Spec §4: usage pages are re-read with a random version parameter, so no cache answers them.
    licenseUsages: (id) =>
      callContract(licenseUsageCalls.licenseUsages, { params: { id }, query: { v: cacheBuster() } }),
    assignLicenseUsage: (licenseId, assignment) =>
      callContract(licenseUsageCalls.assignLicenseUsage, { params: { licenseId }, body: assignment }),
    updateLicenseUsage: (licenseId, usageId, change, ifMatch) =>
      callContract(licenseUsageCalls.updateLicenseUsage, { params: { licenseId, usageId }, body: change, ifMatch }),
    revokeLicenseUsage: async (id, usageId, options = {}) => {
      await callContract(licenseUsageCalls.revokeLicenseUsage, {
        params: { id, usageId },
        query: options.informCloud === undefined ? {} : { informCloud: options.informCloud },
        ifMatch: options.ifMatch,
      });
    },
    removeSessions: async (licenseId, usageId) => {
      await callContract(licenseUsageCalls.removeSessions, { params: { licenseId, usageId } });
    },
    rolesForLicense: (licenseId) => callContract(licenseUsageCalls.rolesForLicense, { params: { licenseId } }),
    prepareLicenseForAssign: (id) => callContract(licenseUsageCalls.prepareLicenseForAssign, { params: { id } }),
    uploadUsagesCsv,
    downloadSessionsCsv: async (licenseId) =>
      csvFile(await callContract(licenseUsageCalls.downloadSessionsCsv, { params: { licenseId } })),
    downloadUserRolesCsv: async (licenseId) =>
      csvFile(await callContract(licenseUsageCalls.downloadUserRolesCsv, { params: { licenseId } })),
    downloadUsersImportTemplate: async () => csvFile(await callContract(licenseUsageCalls.downloadUsersImportTemplate)),
    // The handover's refusals (a link gone, nothing waiting) are the dialog's and the accept page's to show: no
    // redirect to /404.
    switchAdmin: (LicenseId, newAdminEmail) =>
      callContract(licenseCalls.switchAdmin, { body: { LicenseId, newAdminEmail } }, { redirects: false }),
    pendingAdminHandover: async (licenseId) =>
      (await callContract(licenseCalls.pendingAdminHandover, { params: { licenseId } }, { redirects: false })).handover,
    resendAdminHandover: (licenseId) =>
      callContract(licenseCalls.resendAdminHandover, { params: { licenseId } }, { redirects: false }),
    cancelAdminHandover: async (licenseId) => {
      await callContract(licenseCalls.cancelAdminHandover, { params: { licenseId } }, { redirects: false });
    },
    adminHandoverByToken: (token) =>
      callContract(licenseCalls.adminHandoverByToken, { query: { token } }, { redirects: false }),
    acceptAdminHandover: (token) =>
      callContract(licenseCalls.acceptAdminHandover, { body: { token } }, { redirects: false }),
    assignWithOrganization: (id, organizationId, assignment) =>
      callContract(licenseUsageCalls.assignWithOrganization, { params: { id, organizationId }, body: assignment }),
    idleLicenseUsages: (query) => callContract(licenseUsageCalls.idleLicenseUsages, { query }),
    revokeIdleLicenseUsages: ({ days, usageIds }) =>
      callContract(licenseUsageCalls.revokeIdleLicenseUsages, { body: { days, usageIds: [...usageIds] } }),
    userWithOrganization: (id, { organizationId, email }) =>
      callContract(
        licenseUsageCalls.userWithOrganization,
        { params: { id }, body: { EncryptedOrganizationId: organizationId, EncryptedEmail: email } },
        { redirects: false },
      ),
  };
}

export { createHttpLicenseUsagesApi };
