import type * as React from 'react';
import { Link } from 'react-router';

/** The widgets' LinkComponent over react-router: an in-console `href` becomes a client-side navigation. */
function RouterLink({ href, ...props }: React.ComponentProps<'a'> & { href: string }) {
  return <Link to={href} {...props} />;
}

export { RouterLink };
