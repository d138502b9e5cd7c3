import type { Queryable } from '../../db/database.ts';
import { createOrganizationRepository } from './repository.ts';

/**
 * What the organizations module offers the others, run inside their own transaction (the add-user row's organization
 * conflicts settle inside the assignment's, a revoke informs the cloud inside its own): a pack's and an account's
 * organization, the pack manager's organizations, the two moves a conflict's answer makes, and a revoked account
 * leaving. Its statements stay its own.
 */
export function organizationsWithin(tx: Queryable) {
  const organizations = createOrganizationRepository(tx);
  return {
    ofPack: (licensePublicId: string) => organizations.ofPack(licensePublicId),
    memberOf: (email: string) => organizations.memberOf(email),
    ofManager: (managerId: number) => organizations.ofManager(managerId),
    /** The account joins the organization. */
    moveMember: (userId: number, organizationId: number) => organizations.moveMember(userId, organizationId),
    /** The pack is linked to the organization. */
    setPackOrganization: (licenseId: number, organizationId: number) =>
      organizations.setPackOrganization(licenseId, organizationId),
    /** Revoked accounts leave the pack's organization when they no longer hold or administer a pack of it. */
    leaveWhenUnlicensed: (licenseId: number, emails: readonly string[]) =>
      organizations.leaveWhenUnlicensed(licenseId, emails),
  };
}
