import type { CurrentUser } from '@license-console/domain';
import { SignedOutLayout, Verification } from '@license-console/features';
import { lazy } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { EndSession } from './end-session.tsx';
import { LoginScreen } from './login-screen.tsx';

const ForgotPasswordScreen = lazy(() => import('./screens/forgot-password.tsx'));
const ResetPasswordScreen = lazy(() => import('./screens/reset-password.tsx'));
const ExternalLoginVerifyScreen = lazy(() => import('./screens/external-login-verify.tsx'));

/** Where the private-area guard sends a user who still needs a code (spec §2.1). */
const VERIFICATION_PATH = /^\/verification-code\/?$/i;

function VerificationScreen({ user, onVerified }: { user: CurrentUser; onVerified: (user: CurrentUser) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <SignedOutLayout>
      <Verification
        user={user}
        onVerified={(verified) => {
          onVerified(verified);
          // A deep link stays where it was; the guard's own address gives way to the console home.
          if (VERIFICATION_PATH.test(pathname)) navigate('/', { replace: true });
        }}
        onLoggedOut={() => navigate('/login', { replace: true })}
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
 * Spec §2.1 verification-pending routes: login, forgot, reset, logout; any other path the verification screen.
 * The external-login check is here too: the verification screen's provider buttons come back through it.
 */
function VerificationRoutes({ user, onSignedIn }: VerificationRoutesProps) {
  const login = <LoginScreen onSignedIn={onSignedIn} />;
  return (
    <Routes>
      <Route path="/login" element={login} />
      <Route path="/Login/:provider" element={login} />
      <Route path="/ForgotPassword" element={<ForgotPasswordScreen />} />
      <Route path="/ResetPassword" element={<ResetPasswordScreen />} />
      <Route path="/Logout" element={<EndSession />} />
      <Route path="/Logout/:provider" element={<EndSession />} />
      <Route path="/external-login-verify" element={<ExternalLoginVerifyScreen onSignedIn={onSignedIn} />} />
      <Route path="*" element={<VerificationScreen user={user} onVerified={onSignedIn} />} />
    </Routes>
  );
}

export default VerificationRoutes;
