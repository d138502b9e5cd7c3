export type { LicenseUsageAssignment, LicenseUsageChange, LicenseUsersApi } from './api.ts';
export {
  LicenseUsers,
  type LicenseUsersProps,
  LicenseUsersView,
  type LicenseUsersViewProps,
  licenseUsersPaths,
} from './license-users.tsx';
export { licenseUsersStrings } from './strings.ts';
export { type AddLicenseUserController, type AddUserFields, useAddLicenseUser } from './use-add-license-user.ts';
export { type LicenseUserActions, useLicenseUserActions } from './use-license-user-actions.ts';
export {
  type LicenseUsersController,
  type LicenseUsersState,
  type UseLicenseUsersOptions,
  useLicenseUsers,
} from './use-license-users.ts';
