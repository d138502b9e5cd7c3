import { useSession } from '@license-console/features';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';

/**
 * Spec §2.1 private-area guard: an authenticated user passes; one still needing a code goes to /verification-code;
 * anyone else goes to /Login the first time and to /not-authenticated once they had been signed in.
 */
function PrivateGuard() {
  const { state } = useSession();
  const wasAuthenticated = useRef(false);
  useEffect(() => {
    if (state.status === 'authenticated') wasAuthenticated.current = true;
  }, [state.status]);

  switch (state.status) {
    case 'authenticated':
      return <Outlet />;
    case 'verification-pending':
      return <Navigate to="/verification-code" replace />;
    case 'unknown':
      return null;
    default:
      return <Navigate to={wasAuthenticated.current ? '/not-authenticated' : '/Login'} replace />;
  }
}

export { PrivateGuard };
