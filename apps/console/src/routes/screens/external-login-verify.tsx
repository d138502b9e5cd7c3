import type { CurrentUser } from '@license-console/domain';
import { ExternalLoginVerify, SignedOutLayout } from '@license-console/features';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/** /external-login-verify?code=… (spec §2.1): checks the code, then the console goes to /. */
export default function ExternalLoginVerifyScreen({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const [params] = useSearchParams();
  return (
    <SignedOutLayout>
      <ExternalLoginVerify code={params.get('code')} onSignedIn={onSignedIn} linkComponent={RouterLink} />
    </SignedOutLayout>
  );
}
