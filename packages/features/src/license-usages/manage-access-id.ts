import type { LicenseUsage } from '@license-console/domain';

/** The id of a user's Manage Access button, so focus can come back to it after a dialog its menu opened. */
function manageAccessId(usage: Pick<LicenseUsage, 'cryptId'>): string {
  return `manage-access-${usage.cryptId}`;
}

export { manageAccessId };
