import type {
  BodyOf,
  Contract,
  ExpiringWithinDays,
  License,
  LicenseSortColumn,
  LicenseStatusFilter,
  LicenseTerm,
  LicenseTypeFilter,
  MergePreview,
  ResponseOf,
  SortDirection,
} from '@license-console/domain';
import type { Tagged } from '../api/versions.ts';

/** The license grid's search (spec §3 "Search filter", §7): every field optional, as the calls take them. */
interface LicenseSearchQuery {
  emailPart?: string;
  type?: LicenseTypeFilter;
  status?: LicenseStatusFilter;
  /** 0 or absent: every product. */
  productId?: number;
  /** Packs not yet ended that end within this many days (30, 60 or 90); 0 or absent: any end date. */
  expiringWithinDays?: ExpiringWithinDays | 0;
  pageSize?: number;
  pageNumber?: number;
  /** The list's order (the list and page calls): a column, ascending unless desc; absent, VALID UNTIL newest first. */
  sortBy?: LicenseSortColumn;
  sortDirection?: SortDirection;
}

/** The signed-in user's own licenses, a page at a time (UsersLicensePaged). */
interface UsersLicensePagedQuery {
  emailPart?: string;
  pageSize?: number;
  pageNumber?: number;
}

/** What the license form posts on create and update (spec §7 POST /api/licenses). */
type LicenseWrite = BodyOf<Contract['createLicense']>;
/** What an update puts: the form's fields, and the users who give a seat up for a smaller pack (`revokeUsageIds`). */
type LicenseUpdate = BodyOf<Contract['updateLicense']>;
/** What a renewal posts: the new period and pack size, and the users who give a seat up for a smaller pack. */
type LicenseRenewal = BodyOf<Contract['renewLicense']>;

interface CreatedLicense {
  license: License;
  /** The answer's Location header (the new pack's address), or null when none came. */
  location: string | null;
}

interface MergeLicensesInput {
  /** The packs merged into the main one (EncryptedUsageIds). */
  mergedIds: readonly string[];
  /** The main pack's product (EncryptedProductId). */
  encryptedProductId: string;
}

/**
 * License calls (spec §7 "Licenses"), one method per call, named as the contract names it. Which list call a screen
 * uses is the screen's choice (spec §6: administrators with a blank search read `listLicenses`, everyone else
 * `searchLicensePaged` with `searchLicensePagedCount`).
 * Failures reject with ApiError: a renewal refused for too many assigned users is a 400 whose `body` carries
 * renewUserCount and currentUserCount.
 */
interface LicensesApi {
  /** GET api/Licenses: every license the user may see, filtered; paged only when a page size is given. */
  listLicenses(query?: LicenseSearchQuery): Promise<License[]>;
  /** GET api/Licenses/SearchLicensePaged: one page of the search. */
  searchLicensePaged(query: LicenseSearchQuery): Promise<License[]>;
  /** GET api/Licenses/SearchLicensePagedCount: how many licenses the search finds. */
  searchLicensePagedCount(query: LicenseSearchQuery): Promise<number>;
  /** GET api/Licenses/UsersLicensePaged: a page of the user's own licenses. */
  usersLicensePaged(query: UsersLicensePagedQuery): Promise<License[]>;
  /** GET api/Licenses/TotalUsersLicenses: how many own licenses match the email part. */
  totalUsersLicenses(emailPart?: string): Promise<number>;
  /** GET api/Licenses/Users: every own license. */
  usersLicenses(): Promise<License[]>;
  /** GET /api/Licenses/encrypted/{id}. */
  licenseByEncryptedId(encryptedId: string): Promise<License>;
  /** The same read for a form that will save it: the pack with its ETag, to send back as If-Match. */
  licenseForEdit(encryptedId: string): Promise<Tagged<License>>;
  /** POST /api/licenses. */
  createLicense(input: LicenseWrite): Promise<CreatedLicense>;
  /**
   * PUT /api/licenses/{id}; with `ifMatch` (the ETag the form loaded) a pack changed since is refused with 412
   * (staleWriteOf reads it), without it the save applies over any change. With `revokeUsageIds` (a seat-shrink plan)
   * those users give their seats up in the same change: 400 for an id that is no seat of the pack, 409 (with
   * `seatPlanConflictSchema`'s counts) for a plan the pack's users no longer fit.
   */
  updateLicense(encryptedId: string, input: LicenseUpdate, ifMatch?: string | null): Promise<License>;
  /**
   * DELETE /api/licenses/{id}; with `ifMatch` (the ETag the form loaded) a pack changed since is refused with 412 and
   * nothing is deleted.
   */
  deleteLicense(encryptedId: string, ifMatch?: string | null): Promise<ResponseOf<Contract['deleteLicense']>>;
  /** GET /api/Licenses/{licenseId}/Terms: the terms the pack's renewals replaced, the latest first. */
  licenseTerms(encryptedId: string): Promise<LicenseTerm[]>;
  /** POST /api/licenses/Renew/{id}; `ifMatch` and `revokeUsageIds` as updateLicense's. */
  renewLicense(encryptedId: string, input: LicenseRenewal, ifMatch?: string | null): Promise<License>;
  /**
   * POST /api/Licenses/Dates: a license's period (administrators); resolves with the license as changed. `ifMatch` as
   * updateLicense's.
   */
  updateLicenseDates(input: BodyOf<Contract['updateLicenseDates']>, ifMatch?: string | null): Promise<License>;
  /** POST /api/Licenses/{mainId}/LicenseUsages/Merge: resolves with the main pack as merged. */
  mergeLicenses(mainId: string, input: MergeLicensesInput): Promise<License>;
  /** POST /api/Licenses/{mainId}/LicenseUsages/Merge/Preview: the merge worked out and not kept. */
  previewMergeLicenses(mainId: string, input: MergeLicensesInput): Promise<MergePreview>;
}

export type { LicenseRenewal, LicenseSearchQuery, LicensesApi, LicenseUpdate, LicenseWrite, MergeLicensesInput };
