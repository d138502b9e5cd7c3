import type { BodyOf, Contract, License, LicenseUsage, LicenseUsageList, Role } from '@license-console/domain';

/** The add-user row as the assign call posts it (spec §7 POST api/Licenses/{licenseId}/LicenseUsages). */
type LicenseUsageAssignment = BodyOf<Contract['assignLicenseUsage']>;
/** A usage's names or maximum sessions (spec §7 PUT …/LicenseUsages/{usageId}). */
type LicenseUsageChange = BodyOf<Contract['updateLicenseUsage']>;

/**
 * The calls about one pack's users (spec §7 "License usages"), one method per call, named as the contract names it.
 * Spec §6 row 6: an administrator any pack, a pack's manager their own; every call on a product 9 pack is refused
 * with a 400 'Operation not available', a pack the caller only holds a seat in with a 403. A refused assignment is a
 * 400 whose message the page shows after "Email:'{email}' - " (spec §8).
 */
interface LicenseUsersApi {
  /** GET /api/Licenses/{id}/LicenseUsages, with a random version parameter: the users, seats and period. */
  licenseUsages(licenseId: string): Promise<LicenseUsageList>;
  /** POST api/Licenses/{licenseId}/LicenseUsages: takes a seat for the user; resolves with the new assignment. */
  assignLicenseUsage(licenseId: string, assignment: LicenseUsageAssignment): Promise<LicenseUsage>;
  /** PUT /api/Licenses/{licenseId}/LicenseUsages/{usageId}: resolves with the usage as changed. */
  updateLicenseUsage(licenseId: string, usageId: string, change: LicenseUsageChange): Promise<LicenseUsage>;
  /** DELETE /api/Licenses/{id}/LicenseUsages/{usageId}: frees the seat; `informCloud: false` leaves the cloud alone. */
  revokeLicenseUsage(licenseId: string, usageId: string, options?: { informCloud?: boolean }): Promise<void>;
  /** DELETE /api/Session/{licenseId}/LicenseUsages/{usageId}: ends the user's open sessions. */
  removeSessions(licenseId: string, usageId: string): Promise<void>;
  /** GET api/Roles/{licenseId}: the roles the pack's users can have, the add-user default second. */
  rolesForLicense(licenseId: string): Promise<Role[]>;
  /** PUT api/Licenses/encrypted/{id}, called before adding a user: the pack afresh, its used count included. */
  prepareLicenseForAssign(licenseId: string): Promise<License>;
}

export type { LicenseUsageAssignment, LicenseUsageChange, LicenseUsersApi };
