import type { CurrentUser } from '@license-console/domain';
import { Route, Routes } from 'react-router';
import { consoleStrings } from '../strings.ts';
import { LoginScreen } from './login-screen.tsx';
import { SignedOutPlaceholder } from './placeholder.tsx';

/** Spec §2.1 signed-out routes; any other path shows the login screen. */
function SignedOutRoutes({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const login = <LoginScreen onSignedIn={onSignedIn} />;
  return (
    <Routes>
      <Route path="/Login/:provider" element={login} />
      <Route path="/ForgotPassword" element={<SignedOutPlaceholder title={consoleStrings.forgotPassword} />} />
      <Route path="/ResetPassword" element={<SignedOutPlaceholder title={consoleStrings.resetPassword} />} />
      <Route path="/Logout" element={<SignedOutPlaceholder title={consoleStrings.logout} />} />
      <Route path="/Logout/:provider" element={<SignedOutPlaceholder title={consoleStrings.logout} />} />
      <Route
        path="/external-login-verify"
        element={<SignedOutPlaceholder title={consoleStrings.externalLoginVerify} />}
      />
      <Route path="/account/login/referer/:tokenExternalId" element={login} />
      <Route path="*" element={login} />
    </Routes>
  );
}

export default SignedOutRoutes;
