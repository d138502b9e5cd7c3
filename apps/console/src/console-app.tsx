import type { CurrentUser } from '@license-console/domain';
import {
  type ConsoleApi,
  ConsoleApiProvider,
  createHttpConsoleApi,
  markSignedOut,
  useSession,
} from '@license-console/features';
import { LoadingOverlay } from '@license-console/ui';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LeaveConsole, LeaveConsoleContext, leaveByBrowser } from './leave-console.tsx';
import { returnPath } from './routes/private-guard.tsx';

// Each session state's routes load on demand, so /login ships only what the login screen needs.
const SignedOutRoutes = lazy(() => import('./routes/signed-out.tsx'));
const VerificationRoutes = lazy(() => import('./routes/verification-pending.tsx'));
const SignedInRoutes = lazy(() => import('./routes/signed-in.tsx'));

/**
 * Paths that only make sense signed out: after signing in, they give way to the address the private-area guard
 * held back, or the console home.
 */
const SIGN_IN_PATHS = /^\/(login|not-authenticated|account\/login|external-login-verify)(\/|$)/i;

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Wires the HTTP adapter to react-router and the session cache, unless an adapter is given (tests). */
function ApiBoundary({ api, children }: { api?: ConsoleApi; children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [adapter] = useState(
    () =>
      api ??
      createHttpConsoleApi({
        baseUrl: import.meta.env.VITE_API_BASE_URL || undefined,
        onNavigate: (to) => navigateRef.current(to),
        onUnauthenticated: () => markSignedOut(queryClient),
      }),
  );
  return <ConsoleApiProvider api={adapter}>{children}</ConsoleApiProvider>;
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
    if (SIGN_IN_PATHS.test(location.pathname)) navigate(returnPath(location.state) ?? '/', { replace: true });
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
  queryClient?: QueryClient;
  /** Leaves for another site (logout's home, an SSO site); the browser's navigation unless told (tests). */
  leave?: LeaveConsole;
}

/** The console inside a router: session, adapter and the routes of spec §2. */
function ConsoleApp({ api, queryClient, leave = leaveByBrowser }: ConsoleAppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LeaveConsoleContext value={leave}>
        <ApiBoundary api={api}>
          <SessionRoutes />
        </ApiBoundary>
      </LeaveConsoleContext>
    </QueryClientProvider>
  );
}

export { ConsoleApp, type ConsoleAppProps };
