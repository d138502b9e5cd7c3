export type { ConsoleApi } from './api/console-api.ts';
export { ConsoleApiProvider, useConsoleApi } from './api/console-api-provider.tsx';
export {
  ApiError,
  ContractMismatchError,
  ForbiddenError,
  isApiError,
  NO_RESPONSE_MESSAGE,
  NoResponseError,
} from './api/errors.ts';
export { createHttpConsoleApi, type HttpConsoleApiOptions } from './api/http-console-api.ts';
export type {
  Confirmation,
  Credentials,
  ExternalLoginUrlData,
  ExternalSiteCredentials,
  ExternalSiteSignIn,
  ResetPasswordInput,
  ResetPasswordPolicy,
  SessionApi,
  SignedInUser,
} from './auth/api.ts';
export { type PasswordCredentialInit, storePasswordCredential } from './auth/credential-store.ts';
export { loginErrorMessage, serverText } from './auth/error-text.ts';
export {
  clearExternalLoginFailure,
  EXTERNAL_LOGIN_COOKIE,
  hasExternalLoginFailed,
} from './auth/external-login-cookie.ts';
export {
  ExternalLoginVerify,
  type ExternalLoginVerifyProps,
  ExternalLoginVerifyView,
  type ExternalLoginVerifyViewProps,
} from './auth/external-login-verify.tsx';
export { ExternalSiteLogin, type ExternalSiteLoginProps } from './auth/external-site-login.tsx';
export {
  EXPIRED_EMAIL,
  EXPIRED_RESET_TOKEN,
  FAKE_EXTERNAL_CODE,
  FAKE_EXTERNAL_SITE_LOCATION,
  FAKE_PASSWORD,
  FAKE_PORTAL_URL,
  FAKE_RESET_TOKEN,
  FAKE_VERIFICATION_CODE,
  fakeAccounts,
  fakeUsers,
  LOCKED_EMAIL,
} from './auth/fake.ts';
export {
  ForgotPassword,
  type ForgotPasswordProps,
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './auth/forgot-password.tsx';
export { LoginForm, type LoginFormProps, LoginFormView, type LoginFormViewProps } from './auth/login-form.tsx';
export {
  LogoutScreen,
  type LogoutScreenProps,
  LogoutScreenView,
  type LogoutScreenViewProps,
} from './auth/logout-screen.tsx';
export { sessionKeys } from './auth/queries.ts';
export {
  ResetPassword,
  type ResetPasswordProps,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './auth/reset-password.tsx';
export { SignedOutLayout } from './auth/signed-out-layout.tsx';
export {
  authPaths,
  authStrings,
  externalLoginVerifyStrings,
  forgotPasswordStrings,
  logoutStrings,
  resetPasswordStrings,
  verificationStrings,
} from './auth/strings.ts';
export {
  type ExternalLoginVerifyController,
  type UseExternalLoginVerifyOptions,
  useExternalLoginVerify,
} from './auth/use-external-login-verify.ts';
export { type UseExternalSiteLoginOptions, useExternalSiteLogin } from './auth/use-external-site-login.ts';
export {
  type ForgotPasswordController,
  type UseForgotPasswordOptions,
  useForgotPassword,
} from './auth/use-forgot-password.ts';
export { type LoginFormController, type UseLoginFormOptions, useLoginForm } from './auth/use-login-form.ts';
export {
  DEFAULT_HOME_URL,
  type LogoutScreenController,
  safeHomeUrl,
  type UseLogoutScreenOptions,
  useLogoutScreen,
} from './auth/use-logout-screen.ts';
export {
  type ResetPasswordController,
  type UseResetPasswordOptions,
  useResetPassword,
} from './auth/use-reset-password.ts';
export {
  markSignedIn,
  markSignedOut,
  type SessionState,
  sessionStateOf,
  useLogout,
  useSession,
} from './auth/use-session.ts';
export {
  type ExternalProviderOption,
  type UseVerificationOptions,
  useVerification,
  type VerificationController,
  verificationCodeSchema,
} from './auth/use-verification.ts';
export {
  Verification,
  type VerificationProps,
  VerificationView,
  type VerificationViewProps,
} from './auth/verification.tsx';
export type {
  CreatedLicense,
  LicenseRenewal,
  LicenseSearchQuery,
  LicensesApi,
  LicenseWrite,
  MergeLicensesInput,
  UsersLicensePagedQuery,
} from './licenses/api.ts';
export {
  FAKE_GENERATED_LICENSES,
  FAKE_MANAGER_BUSINESS_PACK,
  FAKE_MANAGER_STANDARD_PACK,
  fakeProductKey,
} from './licenses/fake.ts';
export {
  LicenseForm,
  type LicenseFormProps,
  LicenseFormView,
  type LicenseFormViewProps,
} from './licenses/license-form.tsx';
export {
  LicenseGrid,
  type LicenseGridProps,
  LicenseGridView,
  type LicenseGridViewProps,
  licensePaths,
} from './licenses/license-grid.tsx';
export {
  DEFAULT_LICENSE_GRID_SEARCH,
  type LicenseGridSearch,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
} from './licenses/license-grid-search.ts';
export { licenseKeys } from './licenses/queries.ts';
export { licenseFormStrings, licenseGridStrings } from './licenses/strings.ts';
export {
  FAMILY_PRODUCTS,
  type LicenseFormController,
  type LicenseFormFields,
  type LicenseFormMode,
  licenseFormFieldsSchema,
  type RenewConflict,
  type UseLicenseFormOptions,
  useLicenseForm,
} from './licenses/use-license-form.ts';
export { type LicenseGridController, type UseLicenseGridOptions, useLicenseGrid } from './licenses/use-license-grid.ts';
export {
  MergeLicenses,
  type MergeLicensesProps,
  MergeLicensesView,
  type MergeLicensesViewProps,
} from './merge/merge-licenses.tsx';
export { mergeLicensesStrings } from './merge/strings.ts';
export {
  type MergeLicensesController,
  type UseMergeLicensesOptions,
  useMergeLicenses,
} from './merge/use-merge-licenses.ts';
export { actionErrorText, showActionError } from './shared/action-error.ts';
export { AppLink, type AppLinkProps, type LinkComponent, type NavigationProps } from './shared/app-link.tsx';
export {
  ConsoleShell,
  type ConsoleShellProps,
  ConsoleShellView,
  type ConsoleShellViewProps,
} from './shell/console-shell.tsx';
export {
  CountryPrompt,
  type CountryPromptProps,
  CountryPromptView,
  type CountryPromptViewProps,
} from './shell/country-prompt.tsx';
export {
  COUNTRY_PROMPTED_KEY,
  markCountryPrompted,
  resetCountryPrompt,
  wasCountryPrompted,
} from './shell/country-prompt-store.ts';
export { HomeView, type HomeViewProps } from './shell/home.tsx';
export { activeMenuItem, homeTitle } from './shell/menu.ts';
export { type ShellMessage, type ShowMessage, useShellMessage } from './shell/shell-message.tsx';
export { DEFAULT_SUPPORT_URL, MY_ACCOUNT_PATH, shellStrings } from './shell/strings.ts';
export {
  type ConsoleShellController,
  type UseConsoleShellOptions,
  useConsoleShell,
} from './shell/use-console-shell.ts';
export { type CountryPromptController, useCountryPrompt } from './shell/use-country-prompt.ts';
export { useHome } from './shell/use-home.ts';
export {
  LAST_ACTIVITY_KEY,
  type UseInactivityTimerOptions,
  useInactivityTimer,
} from './shell/use-inactivity-timer.ts';
export {
  type ConsoleApiOverrides,
  createFakeConsoleApi,
  type FakeConsoleApiOptions,
} from './testing/fake-console-api.ts';
export {
  createTestQueryClient,
  FakeConsoleProviders,
  type FakeConsoleProvidersProps,
} from './testing/fake-console-providers.tsx';
export { fakePack } from './testing/fake-packs.ts';
