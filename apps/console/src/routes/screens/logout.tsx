import { LOGOUT_HOME_URL_PARAM } from '@license-console/domain';
import { LogoutScreen, SignedOutLayout } from '@license-console/features';
import { useParams, useSearchParams } from 'react-router';
import { useLeaveConsole } from '../../leave-console.tsx';

/** /Logout/{provider}?url-home=…&message=… (spec §2.3). */
export default function LogoutRoute() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const leave = useLeaveConsole();
  return (
    <SignedOutLayout>
      <LogoutScreen
        kind={provider}
        message={params.get('message')}
        homeUrl={params.get(LOGOUT_HOME_URL_PARAM)}
        onRedirect={leave}
      />
    </SignedOutLayout>
  );
}
