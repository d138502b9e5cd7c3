import type { CurrentUser } from '@license-console/domain';
import { LoginForm, SignedOutLayout } from '@license-console/features';
import { RouterLink } from '../router-link.tsx';

function LoginScreen({ onSignedIn }: { onSignedIn?: (user: CurrentUser) => void }) {
  return (
    <SignedOutLayout>
      <LoginForm onSignedIn={onSignedIn} linkComponent={RouterLink} />
    </SignedOutLayout>
  );
}

export { LoginScreen };
