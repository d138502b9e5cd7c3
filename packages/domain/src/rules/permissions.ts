import type { License } from '../entities/license.ts';
import type { LicenseUsageSettings } from '../entities/license-usage.ts';
import { areUsagesAvailable, hasAiFeatures, hasCloudSettings } from './product-features.ts';

/** The signed-in person, as the current-user call describes them. */
export interface PermissionActor {
  administrator: boolean;
  isManager: boolean;
  /** Lets `can` recognise the manager of a license from its manager e-mail when `canManage` is not known. */
  email?: string | null;
}

/** What the matrix needs to know about one license pack. */
export interface PermissionLicense {
  /** The server's verdict that the actor manages this pack. */
  canManage?: boolean;
  /** The pack administrator's e-mail (License.name); compared with actor.email, ignoring case. */
  managerEmail?: string | null;
  productId: number;
  /** How many license packs the actor manages; a manager may hand a pack over only when there are several. */
  packCount?: number;
  /** The pack holds an AI gateway token (aiGatewayTokenId). */
  hasTokenId?: boolean;
  /** The pack is linked to a cloud organization. */
  linkedOrganization?: boolean;
  /** How many organizations the pack's manager can choose from. */
  organizationCount?: number;
}

/** The four columns of the spec §6 table. */
export const PERMISSION_COLUMNS = ['administrator', 'licenseManager', 'isManager', 'ordinary'] as const;
export type PermissionColumn = (typeof PERMISSION_COLUMNS)[number];

/** A cell: allowed or not, or allowed when the license satisfies a condition. */
export type PermissionCell = boolean | ((license: PermissionLicense) => boolean);

type Row = Readonly<Record<PermissionColumn, PermissionCell>>;

const adminOnly: Row = { administrator: true, licenseManager: false, isManager: false, ordinary: false };

const organizationEditable = (license: PermissionLicense) =>
  license.linkedOrganization === true && (license.organizationCount ?? 0) > 1;
const aiFeatures = (license: PermissionLicense) => hasAiFeatures(license.productId, license.hasTokenId === true);
const cloudSettings = (license: PermissionLicense) => hasCloudSettings(license.productId);

/**
 * Spec §6, one capability per permission in each row (the row number is the table's, from 1).
 * Cells read administrator / license manager (canManage) / isManager user / ordinary user.
 */
export const PERMISSION_MATRIX = {
  // Row 1: create, update, delete, renew license; edit end date.
  createLicense: adminOnly,
  updateLicense: adminOnly,
  deleteLicense: adminOnly,
  renewLicense: adminOnly,
  editLicenseEndDate: adminOnly,
  // Row 2: search all licenses, merge, sort by email.
  searchAllLicenses: adminOnly,
  mergeLicenses: adminOnly,
  sortLicensesByEmail: adminOnly,
  // Row 3: products, SKUs, users list, SSO sites, role toggles, magentoId.
  manageProducts: adminOnly,
  manageSkus: adminOnly,
  listUsers: adminOnly,
  manageSsoSites: adminOnly,
  toggleUserRoles: adminOnly,
  editMagentoId: adminOnly,
  // Row 4: see license admin change history, link organization, edit AI token limit (inside AI Features, row 10).
  seeLicenseAdminHistory: adminOnly,
  linkOrganization: adminOnly,
  editAiTokenLimit: { administrator: aiFeatures, licenseManager: false, isManager: false, ordinary: false },
  // Row 5: change license admin; a manager only when they manage more than one pack.
  changeLicenseAdmin: {
    administrator: true,
    licenseManager: (license) => (license.packCount ?? 0) > 1,
    isManager: false,
    ordinary: false,
  },
  // Row 6: manage users of a license, never for product 9.
  manageLicenseUsers: {
    administrator: (license) => areUsagesAvailable(license.productId),
    licenseManager: (license) => areUsagesAvailable(license.productId),
    isManager: false,
    ordinary: false,
  },
  // Row 7: used/total counts and the Manage Users action.
  seeUsedTotalCounts: { administrator: true, licenseManager: true, isManager: false, ordinary: false },
  openManageUsers: { administrator: true, licenseManager: true, isManager: false, ordinary: false },
  // Row 8: cloud settings, product 3 only.
  cloudSettings: {
    administrator: cloudSettings,
    licenseManager: cloudSettings,
    isManager: cloudSettings,
    ordinary: false,
  },
  // Row 9: rename / change organization; "as manager" for isManager users.
  renameOrganization: {
    administrator: true,
    licenseManager: organizationEditable,
    isManager: organizationEditable,
    ordinary: false,
  },
  changeOrganization: {
    administrator: true,
    licenseManager: organizationEditable,
    isManager: organizationEditable,
    ordinary: false,
  },
  // Row 10: AI Features menu (product 7 with a token id): administrators view and edit, managers view.
  viewAiFeatures: { administrator: aiFeatures, licenseManager: aiFeatures, isManager: false, ordinary: false },
  // Row 11: company name editable by administrators and isManager users; read-only otherwise.
  editCompanyName: { administrator: true, licenseManager: false, isManager: true, ordinary: false },
  // Row 12: set password policy (isManager users only; administrators answer "no" in the table).
  setPasswordPolicy: { administrator: false, licenseManager: false, isManager: true, ordinary: false },
} as const satisfies Record<string, Row>;

export type Capability = keyof typeof PERMISSION_MATRIX;
export const CAPABILITIES = Object.keys(PERMISSION_MATRIX) as Capability[];

/** The §6 table row each capability comes from, for documentation and tests. */
export const CAPABILITY_ROWS: Readonly<Record<Capability, number>> = {
  createLicense: 1,
  updateLicense: 1,
  deleteLicense: 1,
  renewLicense: 1,
  editLicenseEndDate: 1,
  searchAllLicenses: 2,
  mergeLicenses: 2,
  sortLicensesByEmail: 2,
  manageProducts: 3,
  manageSkus: 3,
  listUsers: 3,
  manageSsoSites: 3,
  toggleUserRoles: 3,
  editMagentoId: 3,
  seeLicenseAdminHistory: 4,
  linkOrganization: 4,
  editAiTokenLimit: 4,
  changeLicenseAdmin: 5,
  manageLicenseUsers: 6,
  seeUsedTotalCounts: 7,
  openManageUsers: 7,
  cloudSettings: 8,
  renameOrganization: 9,
  changeOrganization: 9,
  viewAiFeatures: 10,
  editCompanyName: 11,
  setPasswordPolicy: 12,
};

export function isLicenseManager(actor: PermissionActor, license: PermissionLicense): boolean {
  if (license.canManage !== undefined) return license.canManage;
  return (
    !!actor.email &&
    !!license.managerEmail &&
    actor.email.trim().toLowerCase() === license.managerEmail.trim().toLowerCase()
  );
}

/** The table columns that describe the actor, for this license when one is given. */
export function permissionColumns(actor: PermissionActor, license?: PermissionLicense): PermissionColumn[] {
  const columns: PermissionColumn[] = [];
  if (actor.administrator) columns.push('administrator');
  if (license && isLicenseManager(actor, license)) columns.push('licenseManager');
  if (actor.isManager) columns.push('isManager');
  if (columns.length === 0) columns.push('ordinary');
  return columns;
}

/**
 * Spec §6 as one function: may the actor use the capability (on this license)?
 * An actor who fits several columns (an administrator who is also an isManager user) gets every column's
 * permissions. A cell that depends on the license answers false when no license is given.
 */
export function can(actor: PermissionActor, capability: Capability, license?: PermissionLicense): boolean {
  const row: Row = PERMISSION_MATRIX[capability];
  return permissionColumns(actor, license).some((column) => {
    const cell = row[column];
    return typeof cell === 'function' ? license !== undefined && cell(license) : cell;
  });
}

/** Spec §4/§6: an administrator's admin change takes effect at once; anyone else's waits for the new admin. */
export function changeLicenseAdminNeedsAcceptance(actor: PermissionActor): boolean {
  return !actor.administrator;
}

/** The license facts the matrix needs, read from a License; the counts come from the screen. */
export function permissionLicenseOf(
  license: Pick<License, 'canManage' | 'name' | 'productId' | 'aiGatewayTokenId' | 'encryptedOrganizationId'>,
  counts: { packCount?: number; organizationCount?: number } = {},
): PermissionLicense {
  return {
    canManage: license.canManage,
    managerEmail: license.name,
    productId: license.productId,
    hasTokenId: !!license.aiGatewayTokenId,
    linkedOrganization: !!license.encryptedOrganizationId,
    ...counts,
  };
}

/** Spec §6: administrators with a blank search read the full list; everyone else uses the paged search. */
export function licenseListSource(actor: Pick<PermissionActor, 'administrator'>, emailPart: string): 'all' | 'paged' {
  return actor.administrator && emailPart.trim() === '' ? 'all' : 'paged';
}

/**
 * The usage page's Settings menu for this actor and pack (spec §6 rows 4, 5, 8, 9, 10), with the counts the facts
 * must carry for rows 5 and 9 (packCount, organizationCount). Organization editing lives inside Cloud Settings.
 */
export function usageSettingsOf(actor: PermissionActor, license: PermissionLicense): LicenseUsageSettings {
  const allowed = (capability: Capability) => can(actor, capability, license);
  const cloud = allowed('cloudSettings');
  return {
    changeLicenseAdmin: !allowed('changeLicenseAdmin')
      ? 'none'
      : changeLicenseAdminNeedsAcceptance(actor)
        ? 'acceptance'
        : 'immediate',
    seeLicenseAdminHistory: allowed('seeLicenseAdminHistory'),
    cloudSettings: cloud,
    renameOrganization: cloud && allowed('renameOrganization'),
    changeOrganization: cloud && allowed('changeOrganization'),
    linkOrganization: cloud && allowed('linkOrganization'),
    aiFeatures: allowed('editAiTokenLimit') ? 'edit' : allowed('viewAiFeatures') ? 'view' : 'none',
  };
}
