import type { CurrentUser } from '@license-console/domain';
import { authStrings, LoginForm, SignedOutLayout } from '@license-console/features';
import { useLocation } from 'react-router';
import { RouterLink } from '../router-link.tsx';

/** Navigation state a screen leaves for the login (after a password reset, say). */
interface LoginNotice {
  notice?: 'password-reset';
}

function LoginScreen({ onSignedIn }: { onSignedIn?: (user: CurrentUser) => void }) {
  const state = useLocation().state as LoginNotice | null;
  return (
    <SignedOutLayout>
      <LoginForm
        onSignedIn={onSignedIn}
        linkComponent={RouterLink}
        notice={state?.notice === 'password-reset' ? authStrings.passwordResetNotice : undefined}
      />
    </SignedOutLayout>
  );
}

export { type LoginNotice, LoginScreen };
