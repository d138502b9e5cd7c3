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
} from './api.ts';
export { type PasswordCredentialInit, storePasswordCredential } from './credential-store.ts';
export { loginErrorMessage, serverText } from './error-text.ts';
export {
  clearExternalLoginFailure,
  EXTERNAL_LOGIN_COOKIE,
  hasExternalLoginFailed,
} from './external-login-cookie.ts';
export {
  ExternalLoginVerify,
  type ExternalLoginVerifyProps,
  ExternalLoginVerifyView,
  type ExternalLoginVerifyViewProps,
} from './external-login-verify.tsx';
export { ExternalSiteLogin, type ExternalSiteLoginProps } from './external-site-login.tsx';
export {
  ForgotPassword,
  type ForgotPasswordProps,
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './forgot-password.tsx';
export { LoginForm, type LoginFormProps, LoginFormView, type LoginFormViewProps } from './login-form.tsx';
export {
  LogoutScreen,
  type LogoutScreenProps,
  LogoutScreenView,
  type LogoutScreenViewProps,
} from './logout-screen.tsx';
export { sessionKeys } from './queries.ts';
export {
  ResetPassword,
  type ResetPasswordProps,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './reset-password.tsx';
export { SignedOutLayout } from './signed-out-layout.tsx';
export {
  authPaths,
  authStrings,
  externalLoginVerifyStrings,
  forgotPasswordStrings,
  logoutStrings,
  resetPasswordStrings,
  verificationStrings,
} from './strings.ts';
export {
  type ExternalLoginVerifyController,
  type UseExternalLoginVerifyOptions,
  useExternalLoginVerify,
} from './use-external-login-verify.ts';
export { type UseExternalSiteLoginOptions, useExternalSiteLogin } from './use-external-site-login.ts';
export {
  type ForgotPasswordController,
  type UseForgotPasswordOptions,
  useForgotPassword,
} from './use-forgot-password.ts';
export { type LoginFormController, type UseLoginFormOptions, useLoginForm } from './use-login-form.ts';
export {
  DEFAULT_HOME_URL,
  type LogoutScreenController,
  safeHomeUrl,
  type UseLogoutScreenOptions,
  useLogoutScreen,
} from './use-logout-screen.ts';
export {
  type ResetPasswordController,
  type UseResetPasswordOptions,
  useResetPassword,
} from './use-reset-password.ts';
export {
  markSignedIn,
  markSignedOut,
  type SessionState,
  sessionStateOf,
  useLogout,
  useSession,
} from './use-session.ts';
export {
  type ExternalProviderOption,
  type UseVerificationOptions,
  useVerification,
  type VerificationController,
  verificationCodeSchema,
} from './use-verification.ts';
export {
  Verification,
  type VerificationProps,
  VerificationView,
  type VerificationViewProps,
} from './verification.tsx';
