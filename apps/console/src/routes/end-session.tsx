import { useLogout } from '@license-console/features';
import { LoadingOverlay } from '@license-console/ui';
import { useEffect, useRef } from 'react';

/**
 * /Logout/{provider} reached with a session still open (a provider's sign-out sending the browser back): the
 * console session ends too, after which the signed-out routes show the logout page at the same address.
 */
function EndSession() {
  const { logout } = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);
  return <LoadingOverlay />;
}

export { EndSession };
