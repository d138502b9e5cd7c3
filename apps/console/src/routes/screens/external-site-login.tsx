import { ExternalSiteLogin, SignedOutLayout } from '@license-console/features';
import { useParams } from 'react-router';
import { useLeaveConsole } from '../../leave-console.tsx';
import { RouterLink } from '../../router-link.tsx';

/** /account/login/referer/{tokenExternalId} (spec §2.1): the login for an external site, then back to the site. */
export default function ExternalSiteLoginScreen() {
  const { tokenExternalId = '' } = useParams();
  const leave = useLeaveConsole();
  return (
    <SignedOutLayout>
      <ExternalSiteLogin tokenExternalId={tokenExternalId} onRedirect={leave} linkComponent={RouterLink} />
    </SignedOutLayout>
  );
}
