import {
  type CurrentUser,
  errorPaths,
  failedMessagePaths,
  HOME_DETAILS,
  historyPaths,
  licensePaths,
  licenseUsagePaths,
  peoplePaths,
  productPaths,
  sessionPaths,
  ssoSitePaths,
  userPaths,
} from '@license-console/domain';
import { ConsoleShell, HomeView, homeTitle } from '@license-console/features';
import { LoadingOverlay } from '@license-console/ui';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { inactivityTimeoutMs } from '../inactivity.ts';
import { LeaveGuard } from '../leave-guard.tsx';
import { RouterLink } from '../router-link.tsx';
import { useScreenHeading } from '../screen-heading.ts';
import { EndSession } from './end-session.tsx';
import { NoMatch, ServerError } from './placeholder.tsx';
import { returnPath } from './private-guard.tsx';

// Each section is its own chunk, loaded when first visited.
const LicenseSection = lazy(() => import('./sections/license.tsx'));
const LicenseUsageSection = lazy(() => import('./sections/license-usage.tsx'));
const LicenseAdminAcceptSection = lazy(() => import('./sections/license-admin-accept.tsx'));
const SingleSignOnSection = lazy(() => import('./sections/single-sign-on.tsx'));
const UserSection = lazy(() => import('./sections/user.tsx'));
const ProductSection = lazy(() => import('./sections/product.tsx'));
const FailedMessagesSection = lazy(() => import('./sections/failed-messages.tsx'));
const HistorySection = lazy(() => import('./sections/history.tsx'));
const PersonSection = lazy(() => import('./sections/person.tsx'));
const ResetPasswordScreen = lazy(() => import('./screens/reset-password.tsx'));
const SupportDeskScreen = lazy(() => import('./screens/support-desk.tsx'));
const ConfirmEmailScreen = lazy(() => import('./screens/confirm-email.tsx'));
const UndoEmailChangeScreen = lazy(() => import('./screens/undo-email-change.tsx'));
const LicensesHome = lazy(() => import('./sections/licenses-home.tsx'));

/** Spec §2.1: the home's license list shows for the default detail (License), Licenses and the root's /private. */
const LICENSE_DETAILS = new Set(['license', 'licenses', 'private']);
/** Spec §2.1: the home's details, matched case-insensitively as routes are; any other name is an unknown address. */
const KNOWN_DETAILS = new Set([...LICENSE_DETAILS, ...HOME_DETAILS.map((detail) => detail.toLowerCase())]);
/** Spec §2.1: the Users and ManageUsers details show the users list. */
const USER_DETAILS = new Set(['users', 'manageusers']);
const UsersHome = lazy(() => import('./sections/users-home.tsx'));
const AccountHome = lazy(() => import('./sections/account-home.tsx'));
const ProductsHome = lazy(() => import('./sections/products-home.tsx'));

function ShellLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  // Read once per sign-in: a test may shorten it in web storage (see inactivity.ts), nothing may lengthen it.
  const [timeoutMs] = useState(() => inactivityTimeoutMs());
  useScreenHeading();
  return (
    <ConsoleShell
      user={user}
      currentPath={location.pathname}
      linkComponent={RouterLink}
      inactivityTimeoutMs={timeoutMs}
    >
      <LeaveGuard>
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </LeaveGuard>
    </ConsoleShell>
  );
}

function HomeRoute({ user }: { user: CurrentUser }) {
  const { detailName } = useParams();
  const detail = (detailName ?? 'license').toLowerCase();
  // /foo is no detail of the home: the not-found page names it (not a Licenses heading over nothing).
  if (!KNOWN_DETAILS.has(detail)) return <NotFoundRedirect />;
  // Spec §2.1: the MyAccount and PasswordSettings details are the profile and the password-settings screens.
  if (detail === 'myaccount' || detail === 'passwordsettings') {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <AccountHome user={user} detail={detail} />
      </Suspense>
    );
  }
  // The users and products lists are screens of their own, with their titles; the license list sits under the
  // home's welcome.
  if (USER_DETAILS.has(detail)) {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <UsersHome user={user} title={homeTitle(detailName)} />
      </Suspense>
    );
  }
  if (detail === 'products') {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <ProductsHome user={user} title={homeTitle(detailName)} />
      </Suspense>
    );
  }
  return (
    <HomeView detailName={detailName}>
      {LICENSE_DETAILS.has(detail) ? (
        <Suspense fallback={<LoadingOverlay />}>
          <LicensesHome user={user} />
        </Suspense>
      ) : null}
    </HomeView>
  );
}

/** Spec §2.1: the root redirects to /private, keeping a shared view's query (the license list's search). */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: licensePaths.private, search }} replace />;
}

/** Spec §2.1: unknown paths redirect to /not-found, which names the path the user asked for. */
function NotFoundRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={errorPaths.notFound} replace state={{ requestedPath: pathname }} />;
}

/** The addresses of signing in (console-app.tsx's SIGN_IN_PATHS) and of the code step, which signing in leaves. */
const SIGN_IN_ROUTES = [
  `${sessionPaths.login}/*`,
  sessionPaths.notAuthenticated,
  `${sessionPaths.accountLogin}/*`,
  sessionPaths.externalLoginVerify,
  sessionPaths.verificationCode,
];

/**
 * A sign-in address reached signed in (the sign-in that just succeeded, before it moves on; a bookmark of /login):
 * on to the address the sign-in was to return to, or the home; never the not-found page.
 */
function SignedInAtSignIn() {
  const { state } = useLocation();
  return <Navigate to={returnPath(state) ?? sessionPaths.home} replace />;
}

/** Spec §2.1 signed-in routes (the private-area guard is the session's: see private-guard.tsx), inside the shell. */
function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path={sessionPaths.logout} element={<EndSession />} />
      <Route path={sessionPaths.logoutWithProvider} element={<EndSession />} />
      <Route path={sessionPaths.supportDesk} element={<SupportDeskScreen />} />
      <Route path={sessionPaths.confirmEmail} element={<ConfirmEmailScreen />} />
      <Route path={sessionPaths.undoEmailChange} element={<UndoEmailChangeScreen />} />
      {SIGN_IN_ROUTES.map((path) => (
        <Route key={path} path={path} element={<SignedInAtSignIn />} />
      ))}
      <Route element={<ShellLayout user={user} />}>
        <Route index element={<RootRedirect />} />
        <Route path={errorPaths.notFound} element={<NoMatch />} />
        <Route path={errorPaths.missingRecord} element={<NoMatch />} />
        <Route path={errorPaths.serverError} element={<ServerError />} />
        <Route path={sessionPaths.resetPassword} element={<ResetPasswordScreen inShell />} />
        {/* Spec §2.1's default detail, License, is the home's license list; /license/… are the license forms. */}
        <Route path={licensePaths.section} element={<HomeRoute user={user} />} />
        <Route path="/:detailName" element={<HomeRoute user={user} />} />
        <Route path={`${licensePaths.section}/*`} element={<LicenseSection user={user} />} />
        <Route
          path={`${licenseUsagePaths.section}/${licenseUsagePaths.routes.usage}`}
          element={<LicenseUsageSection user={user} />}
        />
        <Route path={licenseUsagePaths.acceptHandover} element={<LicenseAdminAcceptSection />} />
        <Route path={`${ssoSitePaths.section}/*`} element={<SingleSignOnSection user={user} />} />
        <Route path={`${userPaths.section}/*`} element={<UserSection user={user} />} />
        <Route path={`${productPaths.section}/*`} element={<ProductSection user={user} />} />
        <Route path={failedMessagePaths.list} element={<FailedMessagesSection user={user} />} />
        <Route path={historyPaths.list} element={<HistorySection user={user} />} />
        <Route path={`${peoplePaths.section}/${peoplePaths.routes.person}`} element={<PersonSection user={user} />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Route>
    </Routes>
  );
}

export default SignedInRoutes;
