export type {
  CreatedLicense,
  LicenseRenewal,
  LicenseSearchQuery,
  LicensesApi,
  LicenseWrite,
  MergeLicensesInput,
  UsersLicensePagedQuery,
} from './api.ts';
export {
  LicenseForm,
  type LicenseFormProps,
  LicenseFormView,
  type LicenseFormViewProps,
} from './license-form.tsx';
export {
  LicenseGrid,
  type LicenseGridProps,
  LicenseGridView,
  type LicenseGridViewProps,
  licensePaths,
} from './license-grid.tsx';
export {
  DEFAULT_LICENSE_GRID_SEARCH,
  type LicenseGridSearch,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
} from './license-grid-search.ts';
export { licenseKeys } from './queries.ts';
export { licenseFormStrings, licenseGridStrings } from './strings.ts';
export {
  FAMILY_PRODUCTS,
  type LicenseFormController,
  type LicenseFormFields,
  type LicenseFormMode,
  licenseFormFieldsSchema,
  type RenewConflict,
  type UseLicenseFormOptions,
  useLicenseForm,
} from './use-license-form.ts';
export { type LicenseGridController, type UseLicenseGridOptions, useLicenseGrid } from './use-license-grid.ts';
