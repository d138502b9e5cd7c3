export type { SingleSignOnApi } from './api.ts';
export { SsoSiteForm, type SsoSiteFormProps, SsoSiteFormView, type SsoSiteFormViewProps } from './sso-site-form.tsx';
export {
  SsoSiteList,
  type SsoSiteListProps,
  SsoSiteListView,
  type SsoSiteListViewProps,
  ssoSitePaths,
} from './sso-site-list.tsx';
export { ssoSiteFormStrings, ssoSiteListStrings } from './strings.ts';
export {
  type SsoSiteFormController,
  type SsoSiteFormFields,
  type UseSsoSiteFormOptions,
  useSsoSiteForm,
} from './use-sso-site-form.ts';
export {
  type SsoSiteListController,
  type SsoSiteListViewState,
  type UseSsoSiteListOptions,
  useSsoSiteList,
} from './use-sso-site-list.ts';
