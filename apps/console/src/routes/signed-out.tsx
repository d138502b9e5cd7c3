import type { CurrentUser } from '@license-console/domain';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LoginScreen } from './login-screen.tsx';

// Only the login ships with /login; every other signed-out screen loads when first visited.
const ForgotPasswordScreen = lazy(() => import('./screens/forgot-password.tsx'));
const ResetPasswordScreen = lazy(() => import('./screens/reset-password.tsx'));
const LogoutRoute = lazy(() => import('./screens/logout.tsx'));
const ExternalLoginVerifyScreen = lazy(() => import('./screens/external-login-verify.tsx'));
const ExternalSiteLoginScreen = lazy(() => import('./screens/external-site-login.tsx'));

/** Spec §2.1 signed-out routes; any other path shows the login screen. */
function SignedOutRoutes({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const login = <LoginScreen onSignedIn={onSignedIn} />;
  return (
    <Routes>
      <Route path="/Login/:provider" element={login} />
      <Route path="/ForgotPassword" element={<ForgotPasswordScreen />} />
      <Route path="/ResetPassword" element={<ResetPasswordScreen />} />
      <Route path="/Logout" element={<LogoutRoute />} />
      <Route path="/Logout/:provider" element={<LogoutRoute />} />
      <Route path="/external-login-verify" element={<ExternalLoginVerifyScreen onSignedIn={onSignedIn} />} />
      <Route path="/account/login/referer/:tokenExternalId" element={<ExternalSiteLoginScreen />} />
      <Route path="*" element={login} />
    </Routes>
  );
}

export default SignedOutRoutes;
