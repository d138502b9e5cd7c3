import type { CurrentUser } from '@license-console/domain';
import { useLogout } from '@license-console/features';
import { Button, CardContent } from '@license-console/ui';
import { Route, Routes, useNavigate } from 'react-router';
import { consoleStrings } from '../strings.ts';
import { LoginScreen } from './login-screen.tsx';
import { SignedOutPlaceholder } from './placeholder.tsx';

/** The verification screen's stand-in: its heading and the way out (LOG OUT). */
function VerificationPlaceholder() {
  const navigate = useNavigate();
  const { logout, isLoggingOut } = useLogout({ onLoggedOut: () => navigate('/login', { replace: true }) });
  return (
    <SignedOutPlaceholder title={consoleStrings.verification}>
      <CardContent>
        <Button variant="secondary" onClick={logout} loading={isLoggingOut}>
          {consoleStrings.logOut}
        </Button>
      </CardContent>
    </SignedOutPlaceholder>
  );
}

/** Spec §2.1 verification-pending routes: login, forgot, reset, logout; any other path the verification screen. */
function VerificationRoutes(_props: { user: CurrentUser }) {
  const login = <LoginScreen />;
  return (
    <Routes>
      <Route path="/login" element={login} />
      <Route path="/Login/:provider" element={login} />
      <Route path="/ForgotPassword" element={<SignedOutPlaceholder title={consoleStrings.forgotPassword} />} />
      <Route path="/ResetPassword" element={<SignedOutPlaceholder title={consoleStrings.resetPassword} />} />
      <Route path="/Logout" element={<SignedOutPlaceholder title={consoleStrings.logout} />} />
      <Route path="/Logout/:provider" element={<SignedOutPlaceholder title={consoleStrings.logout} />} />
      <Route path="*" element={<VerificationPlaceholder />} />
    </Routes>
  );
}

export default VerificationRoutes;
