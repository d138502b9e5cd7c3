export {
  createSessionStore,
  type SessionSnapshot,
  type SessionStore,
  type SignOutReason,
} from '../api/session-store.ts';
export { AccountPasswordField } from './account-password-field.tsx';
export type { SessionApi } from './api.ts';
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
export { PasswordPolicyChecklist, type PasswordPolicyChecklistProps } from './password-policy-checklist.tsx';
export { sessionKeys } from './queries.ts';
export {
  ResetPassword,
  type ResetPasswordProps,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './reset-password.tsx';
export { SignedOutLayout } from './signed-out-layout.tsx';
export {
  authStrings,
  externalLoginVerifyStrings,
  forgotPasswordStrings,
  logoutStrings,
  resetPasswordStrings,
  verificationStrings,
} from './strings.ts';
export { SupportDeskLogin, type SupportDeskLoginProps } from './support-desk-login.tsx';
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
export { useLogout } from './use-logout.ts';
export { type LogoutScreenController, type UseLogoutScreenOptions, useLogoutScreen } from './use-logout-screen.ts';
export { type ResetPasswordController, type UseResetPasswordOptions, useResetPassword } from './use-reset-password.ts';
export { useSession } from './use-session.ts';
export * from './use-support-desk-login.ts';
export { useUserDataReset } from './use-user-data-reset.ts';
export { type UseVerificationOptions, useVerification, type VerificationController } from './use-verification.ts';
export { Verification, type VerificationProps, VerificationView, type VerificationViewProps } from './verification.tsx';
