import { type CurrentUser, sessionPaths } from '@license-console/domain';
import {
  type ConsoleApi,
  ConsoleApiProvider,
  createHttpConsoleApi,
  createSessionStore,
  type SessionStore,
  useSession,
} from '@license-console/features';
import { LoadingOverlay } from '@license-console/ui';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LeaveConsole, LeaveConsoleContext, leaveByBrowser } from './leave-console.tsx';
import { QueryClientHolder } from './query-client-holder.ts';
import { returnPath } from './routes/private-guard.tsx';
import { lazyWithQueries } from './routes/with-queries.tsx';

// Each session state's routes load on demand, so /login ships only what the login screen needs: neither the query
// cache (the other states' routes bring it) nor the other screens.
const SignedOutRoutes = lazy(() => import('./routes/signed-out.tsx'));
const VerificationRoutes = lazyWithQueries(() => import('./routes/verification-pending.tsx'));
const SignedInRoutes = lazyWithQueries(() => import('./routes/signed-in.tsx'));

/**
 * Paths that only make sense signed out: after signing in, they give way to the address the private-area guard
 * held back, or the console home.
 */
const SIGN_IN_PATHS = new RegExp(`^(${sessionPaths.signIn.join('|')})(/|$)`, 'i');

/** Wires the HTTP adapter to react-router and the session, unless an adapter is given (tests). */
function ApiBoundary({ api, session, children }: { api?: ConsoleApi; session: SessionStore; children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [adapter] = useState(
    () =>
      api ??
      createHttpConsoleApi({
        baseUrl: import.meta.env.VITE_API_BASE_URL || undefined,
        onNavigate: (to, options) => navigateRef.current(to, options),
        onUnauthenticated: () => session.signedOut(),
      }),
  );
  return (
    <ConsoleApiProvider api={adapter} session={session}>
      {children}
    </ConsoleApiProvider>
  );
}

/** Spec §2.1: the routes of the session's state; unknown until the current user has loaded. */
function SessionRoutes() {
  const { state, signedIn, signOutReason } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Spec §2.1's guard sends a visitor to /Login the first time, to /not-authenticated once a session has ended.
  const hadSession = useRef(false);
  useEffect(() => {
    if (state.status === 'authenticated') hadSession.current = true;
  }, [state.status]);

  if (state.status === 'unknown') return <LoadingOverlay />;
  const onSignedIn = (user: CurrentUser) => {
    signedIn(user);
    if (SIGN_IN_PATHS.test(location.pathname))
      navigate(returnPath(location.state) ?? sessionPaths.home, { replace: true });
  };
  const routes =
    state.status === 'unauthenticated' ? (
      <SignedOutRoutes onSignedIn={onSignedIn} signOutReason={signOutReason} hadSession={hadSession.current} />
    ) : state.status === 'verification-pending' ? (
      <VerificationRoutes user={state.user} onSignedIn={onSignedIn} />
    ) : (
      <SignedInRoutes user={state.user} />
    );
  return <Suspense fallback={<LoadingOverlay />}>{routes}</Suspense>;
}

interface ConsoleAppProps {
  /** The adapter to use; the HTTP one over react-router's navigate when absent. */
  api?: ConsoleApi;
  /** The query cache of the screens that read data; a new one, made when the first such screen shows, unless told. */
  queryClient?: QueryClient;
  /** The session; a new one, read from the server, unless told (tests). */
  session?: SessionStore;
  /** Leaves for another site (logout's home, an SSO site); the browser's navigation unless told (tests). */
  leave?: LeaveConsole;
}

/** The console inside a router: session, adapter and the routes of spec §2. */
function ConsoleApp({ api, queryClient, session, leave = leaveByBrowser }: ConsoleAppProps) {
  const [store] = useState(() => session ?? createSessionStore());
  const [queries] = useState(() => ({ client: queryClient }));
  return (
    <QueryClientHolder value={queries}>
      <LeaveConsoleContext value={leave}>
        <ApiBoundary api={api} session={store}>
          <SessionRoutes />
        </ApiBoundary>
      </LeaveConsoleContext>
    </QueryClientHolder>
  );
}

export { ConsoleApp, type ConsoleAppProps };
