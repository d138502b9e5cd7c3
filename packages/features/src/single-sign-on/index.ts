/** Where the SSO site screens live (spec §2.9): the domain's table, exported here as before. */
export { ssoSitePaths } from '@license-console/domain';
export type { SingleSignOnApi } from './api.ts';
export { SsoSiteForm, type SsoSiteFormProps, SsoSiteFormView, type SsoSiteFormViewProps } from './sso-site-form.tsx';
export {
  SsoSiteKeyRotation,
  type SsoSiteKeyRotationProps,
  SsoSiteKeyRotationView,
  type SsoSiteKeyRotationViewProps,
} from './sso-site-key-rotation.tsx';
export { SsoSiteList, type SsoSiteListProps, SsoSiteListView, type SsoSiteListViewProps } from './sso-site-list.tsx';
export { ssoSiteFormStrings, ssoSiteKeyRotationStrings, ssoSiteListStrings } from './strings.ts';
export {
  type SsoSiteFormController,
  type SsoSiteFormFields,
  type UseSsoSiteFormOptions,
  useSsoSiteForm,
} from './use-sso-site-form.ts';
export {
  type SsoSiteKeyRotationController,
  type UseSsoSiteKeyRotationOptions,
  useSsoSiteKeyRotation,
} from './use-sso-site-key-rotation.ts';
export {
  type SsoSiteListController,
  type SsoSiteListViewState,
  type UseSsoSiteListOptions,
  useSsoSiteList,
} from './use-sso-site-list.ts';
