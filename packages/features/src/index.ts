export type { ConsoleApi, Credentials, SessionApi, SignedInUser } from './api/console-api.ts';
export { ConsoleApiProvider, useConsoleApi } from './api/console-api-provider.tsx';
export {
  ApiError,
  ContractMismatchError,
  ForbiddenError,
  isApiError,
  NO_RESPONSE_MESSAGE,
  NoResponseError,
} from './api/errors.ts';
export {
  type ConsoleApiOverrides,
  createFakeConsoleApi,
  EXPIRED_EMAIL,
  FAKE_PASSWORD,
  type FakeConsoleApiOptions,
  fakeAccounts,
  fakeUsers,
} from './api/fake-console-api.ts';
export {
  type CallContract,
  type CallInput,
  type CallOptions,
  cacheBuster,
  createCallContract,
  createHttpConsoleApi,
  type HttpConsoleApiOptions,
} from './api/http-console-api.ts';
export { type PasswordCredentialInit, storePasswordCredential } from './auth/credential-store.ts';
export { LoginForm, type LoginFormProps, LoginFormView, type LoginFormViewProps } from './auth/login-form.tsx';
export { SignedOutLayout } from './auth/signed-out-layout.tsx';
export { authPaths, authStrings } from './auth/strings.ts';
export {
  type LoginFormController,
  loginErrorMessage,
  type UseLoginFormOptions,
  useLoginForm,
} from './auth/use-login-form.ts';
export {
  markSignedIn,
  markSignedOut,
  type SessionState,
  sessionQueryKey,
  sessionStateOf,
  useLogout,
  useSession,
} from './auth/use-session.ts';
export { AppLink, type AppLinkProps, type LinkComponent, type NavigationProps } from './shared/app-link.tsx';
export {
  ConsoleShell,
  type ConsoleShellProps,
  ConsoleShellView,
  type ConsoleShellViewProps,
} from './shell/console-shell.tsx';
export { HomeView, type HomeViewProps } from './shell/home.tsx';
export { activeMenuItem, homeTitle } from './shell/menu.ts';
export { type ShellMessage, type ShowMessage, useShellMessage } from './shell/shell-message.tsx';
export { DEFAULT_SUPPORT_URL, shellStrings } from './shell/strings.ts';
export {
  type ConsoleShellController,
  type UseConsoleShellOptions,
  useConsoleShell,
} from './shell/use-console-shell.ts';
export { useHome } from './shell/use-home.ts';
export {
  createTestQueryClient,
  FakeConsoleProviders,
  type FakeConsoleProvidersProps,
} from './testing/fake-console-providers.tsx';
