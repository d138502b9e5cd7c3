import type { CurrentUser } from '@license-console/domain';
import { UserForm } from '@license-console/features';
import { lazy, Suspense } from 'react';
import { RouterLink } from '../../../router-link.tsx';

// Below the profile form, so the form does not wait for the tokens' code (a create dialog, a copy button).
const ApiTokensSection = lazy(() => import('./api-tokens.tsx'));

/** Spec §2.10 My Profile, with the person's API tokens below it. */
export default function ProfileRoute({ user }: { user: CurrentUser }) {
  return (
    <>
      <UserForm mode="profile" user={user} linkComponent={RouterLink} />
      <Suspense fallback={null}>
        <ApiTokensSection user={user} />
      </Suspense>
    </>
  );
}
