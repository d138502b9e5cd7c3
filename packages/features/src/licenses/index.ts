export type { LicensesApi } from './api.ts';
export { blankLicense } from './blank-license.ts';
export { licenseGridStrings } from './grid-strings.ts';
export { licenseColumns, licenseProductName, licenseRowLabel } from './license-columns.tsx';
export { LicenseForm, type LicenseFormProps, LicenseFormView, type LicenseFormViewProps } from './license-form.tsx';
export { LicenseGrid, type LicenseGridProps, LicenseGridView, type LicenseGridViewProps } from './license-grid.tsx';
export {
  type LicenseGridSearch,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
} from './license-grid-search.ts';
export { licenseKeys } from './queries.ts';
export { licenseFormStrings } from './strings.ts';
export {
  type LicenseFormController,
  type LicenseFormMode,
  type UseLicenseFormOptions,
  useLicenseForm,
} from './use-license-form.ts';
export {
  type ChangedLicense,
  type LicenseGridController,
  type UseLicenseGridOptions,
  useLicenseGrid,
} from './use-license-grid.ts';
