import { type CurrentUser, sessionPaths } from '@license-console/domain';
import type { SignOutReason } from '@license-console/features';
import { Route, Routes } from 'react-router';
import { LoginScreen } from './login-screen.tsx';
import { LOGIN_PATH, NOT_AUTHENTICATED_PATH, SignedOutGuard } from './private-guard.tsx';
import { lazyWithQueries } from './with-queries.tsx';

// Only the login ships with /login; every other signed-out screen loads when first visited, with the query cache.
const ForgotPasswordScreen = lazyWithQueries(() => import('./screens/forgot-password.tsx'));
const ResetPasswordScreen = lazyWithQueries(() => import('./screens/reset-password.tsx'));
const LogoutRoute = lazyWithQueries(() => import('./screens/logout.tsx'));
const ExternalLoginVerifyScreen = lazyWithQueries(() => import('./screens/external-login-verify.tsx'));
const ExternalSiteLoginScreen = lazyWithQueries(() => import('./screens/external-site-login.tsx'));
const SupportDeskScreen = lazyWithQueries(() => import('./screens/support-desk.tsx'));
const ConfirmEmailScreen = lazyWithQueries(() => import('./screens/confirm-email.tsx'));
const UndoEmailChangeScreen = lazyWithQueries(() => import('./screens/undo-email-change.tsx'));

interface SignedOutRoutesProps {
  onSignedIn: (user: CurrentUser) => void;
  /** Why the console ended the last session (null when it did not). */
  signOutReason: SignOutReason | null;
  /** Whether this page had a signed-in session before: the guard then says the session ended. */
  hadSession: boolean;
}

/**
 * Spec §2.1 signed-out routes; any other path shows the login screen, through the private-area guard (see
 * SignedOutGuard).
 */
function SignedOutRoutes({ onSignedIn, signOutReason, hadSession }: SignedOutRoutesProps) {
  const login = <LoginScreen onSignedIn={onSignedIn} />;
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={login} />
      <Route path={NOT_AUTHENTICATED_PATH} element={<LoginScreen onSignedIn={onSignedIn} notice="session-ended" />} />
      <Route path={sessionPaths.loginWithProvider} element={login} />
      <Route path={sessionPaths.forgotPassword} element={<ForgotPasswordScreen />} />
      <Route path={sessionPaths.resetPassword} element={<ResetPasswordScreen />} />
      <Route path={sessionPaths.logout} element={<LogoutRoute />} />
      <Route path={sessionPaths.logoutWithProvider} element={<LogoutRoute />} />
      <Route path={sessionPaths.externalLoginVerify} element={<ExternalLoginVerifyScreen onSignedIn={onSignedIn} />} />
      <Route path={sessionPaths.externalSiteLogin} element={<ExternalSiteLoginScreen />} />
      <Route path={sessionPaths.supportDesk} element={<SupportDeskScreen />} />
      <Route path={sessionPaths.confirmEmail} element={<ConfirmEmailScreen />} />
      <Route path={sessionPaths.undoEmailChange} element={<UndoEmailChangeScreen />} />
      <Route path="*" element={<SignedOutGuard signOutReason={signOutReason} hadSession={hadSession} />} />
    </Routes>
  );
}

export default SignedOutRoutes;
