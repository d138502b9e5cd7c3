import type {
  AdminHandover,
  AdminHandoverInvitation,
  BodyOf,
  Contract,
  IdleSeats,
  License,
  LicenseUsage,
  LicenseUsageList,
  ResponseOf,
  RevokeIdleAnswer,
  Role,
  UsersImported,
  UsersImportPreview,
} from '@license-console/domain';

/** The add-user row as the assign call posts it (spec §7 POST api/Licenses/{licenseId}/LicenseUsages). */
type LicenseUsageAssignment = BodyOf<Contract['assignLicenseUsage']>;
/** A usage's names or maximum sessions (spec §7 PUT …/LicenseUsages/{usageId}). */
type LicenseUsageChange = BodyOf<Contract['updateLicenseUsage']>;
/** The add-user row with the organization dialog's answer (spec §7 …/DuplicateOrganizationId/{organizationId}). */
type OrganizationAssignment = BodyOf<Contract['assignWithOrganization']>;

/**
 * The calls about one pack's users (spec §7 "License usages"), one method per call, named as the contract names it.
 * Spec §6 row 6: an administrator any pack, a pack's manager their own; every call on a product 9 pack is refused
 * with a 400 'Operation not available', a pack the caller only holds a seat in with a 403. A refused assignment is a
 * 400 whose message the page shows after "Email:'{email}' - " (spec §8).
 */
interface LicenseUsagesApi {
  /** GET /api/Licenses/{id}/LicenseUsages, with a random version parameter: the users, seats and period. */
  licenseUsages(licenseId: string): Promise<LicenseUsageList>;
  /** POST api/Licenses/{licenseId}/LicenseUsages: takes a seat for the user; resolves with the new assignment. */
  assignLicenseUsage(licenseId: string, assignment: LicenseUsageAssignment): Promise<LicenseUsage>;
  /** PUT /api/Licenses/{licenseId}/LicenseUsages/{usageId}: resolves with the usage as changed. */
  /** With `ifMatch` (the usage's etag as its list item gave it) names changed since are refused with 412. */
  updateLicenseUsage(
    licenseId: string,
    usageId: string,
    change: LicenseUsageChange,
    ifMatch?: string | null,
  ): Promise<LicenseUsage>;
  /**
   * DELETE /api/Licenses/{id}/LicenseUsages/{usageId}: frees the seat; `informCloud: false` leaves the cloud alone.
   * With `ifMatch` (the usage's `etag` as the list showed it) a usage changed since is refused with 412.
   */
  revokeLicenseUsage(
    licenseId: string,
    usageId: string,
    options?: { informCloud?: boolean; ifMatch?: string | null },
  ): Promise<void>;
  /** DELETE /api/Session/{licenseId}/LicenseUsages/{usageId}: ends the user's open sessions. */
  removeSessions(licenseId: string, usageId: string): Promise<void>;
  /** GET api/Roles/{licenseId}: the roles the pack's users can have, the add-user default second. */
  rolesForLicense(licenseId: string): Promise<Role[]>;
  /** PUT api/Licenses/encrypted/{id}, called before adding a user: the pack afresh, its used count included. */
  prepareLicenseForAssign(licenseId: string): Promise<License>;
  /**
   * POST /api/Licenses/{id}/LicenseUsages/UploadCSV?dryRun=true: every row of the file judged against the pack as the
   * import would judge it, and the seats left; nothing is written. A file that cannot be read at all is refused
   * like the import.
   */
  uploadUsagesCsv(licenseId: string, file: Blob, options: { dryRun: true }): Promise<UsersImportPreview>;
  /**
   * POST /api/Licenses/{id}/LicenseUsages/UploadCSV (multipart `file`): adds every user of the file, or none; a
   * refused file is a 400 whose `errors` name each problem by line (its message joins them by line breaks).
   */
  uploadUsagesCsv(licenseId: string, file: Blob): Promise<UsersImported>;
  /** GET /api/Session/Csv/{licenseId}: the pack's users and their sessions, as a CSV file. */
  downloadSessionsCsv(licenseId: string): Promise<Blob>;
  /** GET /api/LicenseUserRole/Csv/{licenseId}: the pack's users and their roles, as a CSV file (the export). */
  downloadUserRolesCsv(licenseId: string): Promise<Blob>;
  /** GET /api/LicenseUserRole/Csv: the empty import template (Email, FirstName, LastName). */
  downloadUsersImportTemplate(): Promise<Blob>;
  /**
   * POST /api/Licenses/switchAdmin (spec §4, §6 row 5): an administrator's change applies at once; the pack's
   * manager (of more than one pack) starts a handover the new administrator must accept (`awaitingAcceptance`).
   * A refused address is a 400 with §5's change-admin message on `newAdminEmail`.
   */
  switchAdmin(licenseId: string, newAdminEmail: string): Promise<{ awaitingAcceptance: boolean }>;
  /** GET /api/Licenses/{licenseId}/AdminHandover: the pack's handover waiting for acceptance, or null. */
  pendingAdminHandover(licenseId: string): Promise<AdminHandover | null>;
  /**
   * POST /api/Licenses/{licenseId}/AdminHandover/Resend: a new link mailed, valid afresh (the former one dead);
   * 429 within a minute of the last mail.
   */
  resendAdminHandover(licenseId: string): Promise<AdminHandover>;
  /** DELETE /api/Licenses/{licenseId}/AdminHandover: the link stops working; the pack stays as it is. */
  cancelAdminHandover(licenseId: string): Promise<void>;
  /** GET /api/Licenses/AdminHandover?token=…: what a mailed handover link offers; 404 for a link that is not one. */
  adminHandoverByToken(token: string): Promise<AdminHandoverInvitation>;
  /**
   * POST /api/Licenses/AdminHandover/Accept: the signed-in user the link was sent to takes the pack; resolves with
   * it. Refused with the server's reason: spent (409), cancelled (409), expired (410), another account (403).
   */
  acceptAdminHandover(token: string): Promise<License>;
  /**
   * POST /api/Licenses/{id}/LicenseUsages/DuplicateOrganizationId/{organizationId}: the add-user row's answer to an
   * organization dialog (spec §4), `organizationId` being the pack's organization the dialog asked about.
   */
  assignWithOrganization(
    licenseId: string,
    organizationId: string,
    assignment: OrganizationAssignment,
  ): Promise<LicenseUsage>;
  /**
   * GET /api/LicenseUsages/Idle (designed): a page of the seats idle for `days` days (never used: since assigned) of
   * the packs the caller manages, the longest idle first; 403 for a caller who administers no pack.
   */
  idleLicenseUsages(query: {
    days: number;
    productId?: number;
    pageNumber?: number;
    pageSize?: number;
  }): Promise<IdleSeats>;
  /**
   * POST /api/LicenseUsages/RevokeIdle (designed): revokes, in one transaction, those of the seats named (at most
   * MAX_IDLE_REVOKE) still idle for `days` days; answers which were revoked, kept (used meanwhile) and missing.
   */
  revokeIdleLicenseUsages(request: { days: number; usageIds: readonly string[] }): Promise<RevokeIdleAnswer>;
  /** POST /api/Licenses/{id}/LicenseUsages/userWithOrganization: whether the user is in another organization. */
  userWithOrganization(
    licenseId: string,
    question: { organizationId: string; email: string },
  ): Promise<ResponseOf<Contract['userWithOrganization']>>;
}

export type { LicenseUsageAssignment, LicenseUsageChange, LicenseUsagesApi, OrganizationAssignment };
