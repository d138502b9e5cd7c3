import {
  type CallName,
  type Capability,
  PERMISSION_COLUMNS,
  PERMISSION_MATRIX,
  type PermissionColumn,
} from '@license-console/domain';
import type { Access } from './session.ts';

/** The roles an operation's `x-roles` names: spec §6's columns, and anyone for a call that needs no session. */
export type OperationRole = 'anyone' | 'administrator' | 'licenseManager' | 'manager' | 'user';

const ROLE_OF_COLUMN: Record<PermissionColumn, OperationRole> = {
  administrator: 'administrator',
  licenseManager: 'licenseManager',
  isManager: 'manager',
  ordinary: 'user',
};

const ROLE_WORDS: Record<OperationRole, string> = {
  anyone: 'anyone',
  administrator: 'administrators',
  licenseManager: "a pack's license managers",
  manager: 'managers (isManager)',
  user: 'ordinary users',
};

/**
 * The §6 capability a call's service authorizes (`authorize` or `can` in its service, apps/server/src/modules), for
 * the calls that need more than a signed-in session. A call not listed is open to every signed-in account, and its
 * service limits what it reads or changes to the caller's own records.
 */
const CAPABILITY_OF_CALL: Partial<Record<CallName, Capability>> = {
  createLicense: 'createLicense',
  createLicenseLegacy: 'createLicense',
  updateLicense: 'updateLicense',
  updateLicenseLegacy: 'updateLicense',
  deleteLicense: 'deleteLicense',
  renewLicense: 'renewLicense',
  updateLicenseDates: 'editLicenseEndDate',
  mergeLicenses: 'mergeLicenses',
  previewMergeLicenses: 'mergeLicenses',
  switchAdmin: 'changeLicenseAdmin',
  licenseUsages: 'openManageUsers',
  assignLicenseUsage: 'manageLicenseUsers',
  updateLicenseUsage: 'manageLicenseUsers',
  revokeLicenseUsage: 'manageLicenseUsers',
  removeSessions: 'manageLicenseUsers',
  assignWithOrganization: 'manageLicenseUsers',
  userWithOrganization: 'manageLicenseUsers',
  uploadUsagesCsv: 'manageLicenseUsers',
  changeOrganizationName: 'renameOrganization',
  changeOrganization: 'changeOrganization',
  previewChangeOrganization: 'changeOrganization',
  updateTokenDetails: 'editAiTokenLimit',
  listProducts: 'manageProducts',
  listProductsLower: 'manageProducts',
  getProduct: 'manageProducts',
  createProduct: 'manageProducts',
  updateProduct: 'manageProducts',
  deleteProduct: 'manageProducts',
  newSsoSite: 'manageSsoSites',
  getSsoSite: 'manageSsoSites',
  updateSsoSite: 'manageSsoSites',
  createSsoSite: 'manageSsoSites',
  listSsoSites: 'manageSsoSites',
  deleteSsoSite: 'manageSsoSites',
  rotateSsoSiteKeys: 'manageSsoSites',
  searchUserPaged: 'listUsers',
  searchUserPagedCount: 'listUsers',
  exportUsersCsv: 'listUsers',
  getUser: 'listUsers',
  createUser: 'listUsers',
  updateUser: 'listUsers',
  updateUserLegacy: 'listUsers',
  toggleUserRoles: 'toggleUserRoles',
  lockedAccounts: 'listUsers',
  unlockAccount: 'listUsers',
  savePasswordSettings: 'setPasswordPolicy',
  passwordPolicyImpact: 'setPasswordPolicy',
};

/**
 * A person's page (people/service.ts): administrators, and for some calls the managers (isManager) of a pack where the
 * person holds a seat. Whoever may not read the person is answered 404, as for an unknown id.
 */
const PERSON_CALLS: Partial<Record<CallName, readonly OperationRole[]>> = {
  getPerson: ['administrator', 'manager'],
  signOutEverywhere: ['administrator', 'manager'],
  resendSetPassword: ['administrator', 'manager'],
  forcePasswordChange: ['administrator'],
  deactivatePerson: ['administrator'],
  reactivatePerson: ['administrator'],
};

/** Calls whose service checks a role without a §6 capability (the outbox's own `requireAdministrator`). */
const ADMINISTRATORS_ONLY: readonly CallName[] = ['failedMessages', 'retryMessage'];

const SIGNED_IN: readonly OperationRole[] = ['administrator', 'licenseManager', 'manager', 'user'];

/** Who may make a call: from the session its route needs, narrowed by the capability its service authorizes. */
export function rolesOf(name: string, access: Access): readonly OperationRole[] {
  if (access === 'public') return ['anyone'];
  if ((ADMINISTRATORS_ONLY as readonly string[]).includes(name)) return ['administrator'];
  const person = PERSON_CALLS[name as CallName];
  if (person) return person;
  const capability = CAPABILITY_OF_CALL[name as CallName];
  if (!capability) return SIGNED_IN;
  const row = PERMISSION_MATRIX[capability] as Record<PermissionColumn, unknown>;
  return PERMISSION_COLUMNS.filter((column) => row[column] !== false).map((column) => ROLE_OF_COLUMN[column]);
}

/** The roles as a sentence of the operation's description. */
export function rolesSentence(name: string, access: Access): string {
  const roles = rolesOf(name, access);
  if (roles[0] === 'anyone') return 'Anyone may call it: no session is needed.';
  if (PERSON_CALLS[name as CallName]) {
    return roles.includes('manager')
      ? 'Administrators may call it, and managers (isManager) for a person holding a seat in a pack they administer ' +
          "(never on an administrator's account: 403); anyone else is answered 404, as for an unknown id."
      : 'Only administrators may call it; a manager who may read the person is answered 403, anyone else 404, as ' +
          'for an unknown id.';
  }
  const capability = CAPABILITY_OF_CALL[name as CallName];
  const whom = roles.map((role) => ROLE_WORDS[role]);
  const list = whom.length > 1 ? `${whom.slice(0, -1).join(', ')} and ${whom.at(-1)}` : whom[0];
  const pending = access === 'pending' ? ', the verification code still due included' : '';
  if (!capability && roles.length === SIGNED_IN.length) {
    return `Any signed-in account may call it${pending}; it reads and changes only what the caller may see.`;
  }
  const row = capability ? (PERMISSION_MATRIX[capability] as Record<PermissionColumn, unknown>) : {};
  const conditional = Object.values(row).some((cell) => typeof cell === 'function') ? ', for some packs only' : '';
  const rule = capability ? ` (spec §6: ${capability}${conditional})` : '';
  return `Only ${list} may call it${rule}; anyone else is answered 403.`;
}
