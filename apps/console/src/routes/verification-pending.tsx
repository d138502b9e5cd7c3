import { type CurrentUser, sessionPaths } from '@license-console/domain';
import { SignedOutLayout, Verification } from '@license-console/features';
import { lazy } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { EndSession } from './end-session.tsx';
import { LoginScreen } from './login-screen.tsx';
import { PrivateGuardRedirect, returnPath, VERIFICATION_PATH } from './private-guard.tsx';

const ForgotPasswordScreen = lazy(() => import('./screens/forgot-password.tsx'));
const ResetPasswordScreen = lazy(() => import('./screens/reset-password.tsx'));
const ExternalLoginVerifyScreen = lazy(() => import('./screens/external-login-verify.tsx'));
const SupportDeskScreen = lazy(() => import('./screens/support-desk.tsx'));
const ConfirmEmailScreen = lazy(() => import('./screens/confirm-email.tsx'));
const UndoEmailChangeScreen = lazy(() => import('./screens/undo-email-change.tsx'));

function VerificationScreen({ user, onVerified }: { user: CurrentUser; onVerified: (user: CurrentUser) => void }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <SignedOutLayout>
      <Verification
        user={user}
        onVerified={(verified) => {
          onVerified(verified);
          // Back to the address the guard held back, else the console home.
          navigate(returnPath(state) ?? sessionPaths.home, { replace: true });
        }}
        onLoggedOut={() => navigate(sessionPaths.login, { replace: true })}
      />
    </SignedOutLayout>
  );
}

interface VerificationRoutesProps {
  user: CurrentUser;
  /** A completed verification, or a new sign-in from the login screen. */
  onSignedIn: (user: CurrentUser) => void;
}

/**
 * Spec §2.1 verification-pending routes: login, forgot, reset, logout, the verification screen at
 * /verification-code, where the private-area guard sends any other path.
 * The external-login check is here too: the verification screen's provider buttons come back through it.
 */
function VerificationRoutes({ user, onSignedIn }: VerificationRoutesProps) {
  const login = <LoginScreen onSignedIn={onSignedIn} />;
  return (
    <Routes>
      <Route path={sessionPaths.login} element={login} />
      <Route path={sessionPaths.loginWithProvider} element={login} />
      <Route path={sessionPaths.forgotPassword} element={<ForgotPasswordScreen />} />
      <Route path={sessionPaths.resetPassword} element={<ResetPasswordScreen />} />
      <Route path={sessionPaths.logout} element={<EndSession />} />
      <Route path={sessionPaths.logoutWithProvider} element={<EndSession />} />
      <Route path={sessionPaths.externalLoginVerify} element={<ExternalLoginVerifyScreen onSignedIn={onSignedIn} />} />
      <Route path={sessionPaths.supportDesk} element={<SupportDeskScreen />} />
      <Route path={sessionPaths.confirmEmail} element={<ConfirmEmailScreen />} />
      <Route path={sessionPaths.undoEmailChange} element={<UndoEmailChangeScreen />} />
      <Route path={VERIFICATION_PATH} element={<VerificationScreen user={user} onVerified={onSignedIn} />} />
      <Route path="*" element={<PrivateGuardRedirect to={VERIFICATION_PATH} />} />
    </Routes>
  );
}

export default VerificationRoutes;
