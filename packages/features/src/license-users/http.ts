import { licenseUsageCalls } from '@license-console/domain';
import { cacheBuster, type Transport } from '../api/transport.ts';
import type { LicenseUsersApi } from './api.ts';

/** The license-usage calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpLicenseUsersApi({ callContract }: Transport): LicenseUsersApi {
  return {
    // Spec §4: usage pages are re-read with a random version parameter, so no cache answers them.
    licenseUsages: (id) =>
      callContract(licenseUsageCalls.licenseUsages, { params: { id }, query: { v: cacheBuster() } }),
    assignLicenseUsage: (licenseId, assignment) =>
      callContract(licenseUsageCalls.assignLicenseUsage, { params: { licenseId }, body: assignment }),
    updateLicenseUsage: (licenseId, usageId, change) =>
      callContract(licenseUsageCalls.updateLicenseUsage, { params: { licenseId, usageId }, body: change }),
    revokeLicenseUsage: async (id, usageId, options = {}) => {
      await callContract(licenseUsageCalls.revokeLicenseUsage, {
        params: { id, usageId },
        query: options.informCloud === undefined ? {} : { informCloud: options.informCloud },
      });
    },
    removeSessions: async (licenseId, usageId) => {
      await callContract(licenseUsageCalls.removeSessions, { params: { licenseId, usageId } });
    },
    rolesForLicense: (licenseId) => callContract(licenseUsageCalls.rolesForLicense, { params: { licenseId } }),
    prepareLicenseForAssign: (id) => callContract(licenseUsageCalls.prepareLicenseForAssign, { params: { id } }),
  };
}

export { createHttpLicenseUsersApi };
