import type * as React from 'react';
import { AccessDenied } from './access-denied.tsx';

/**
 * Mounts a list (and so its reads) only for a user allowed to see it; anyone else reads 'Access Denied', and nothing
 * is asked of the server.
 */
function ResourceListGate({
  allowed,
  title,
  className,
  children,
}: {
  allowed: boolean;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return allowed ? children : <AccessDenied title={title} className={className} />;
}

export { ResourceListGate };
