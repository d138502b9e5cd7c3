// A host page on another origin, wired as packages/features/README.md tells an embedder: the HTTP adapter against
// the License Console server at API_URL, the host's own routes for /login and the license list, and the signed-in
// user from useSession. e2e/tests/embed-from-another-origin.spec.ts builds it and serves it from other origins.
import {
  ConsoleApiProvider,
  createHttpConsoleApi,
  createSessionStore,
  LicenseGrid,
  LoginForm,
  useSession,
  useUserDataReset,
} from '@license-console/features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The License Console server's origin, given to the build (`define`). */
declare const API_URL: string;

/** The host's router: the path in the address bar, changed with the History API. */
function navigate(to: string, options?: { replace?: boolean }) {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function usePath() {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return path;
}

const session = createSessionStore();
const api = createHttpConsoleApi({
  baseUrl: API_URL,
  onNavigate: navigate,
  onUnauthenticated: () => session.signedOut(),
});

function HostRoutes() {
  useUserDataReset();
  const path = usePath();
  const { state, signedIn } = useSession();
  if (state.status === 'unknown') return <p>Loading…</p>;
  if (state.status !== 'authenticated' || path === '/login') {
    return (
      <LoginForm
        onNavigate={navigate}
        onSignedIn={(user) => {
          signedIn(user);
          navigate('/licenses', { replace: true });
        }}
      />
    );
  }
  return <LicenseGrid user={state.user} onNavigate={navigate} />;
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <ConsoleApiProvider api={api} session={session}>
      <HostRoutes />
    </ConsoleApiProvider>
  </QueryClientProvider>,
);
