import { SignedOutLayout, SupportDeskLogin } from '@license-console/features';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/**
 * /support-desk?return_to=… (spec §1's support-desk entrance): the support desk sends its visitors here; the
 * console checks their credentials and the browser posts the token to the desk. Served in every session state,
 * since the desk needs the password either way.
 */
export default function SupportDeskScreen() {
  const [params] = useSearchParams();
  return (
    <SignedOutLayout>
      <SupportDeskLogin returnTo={params.get('return_to')} linkComponent={RouterLink} />
    </SignedOutLayout>
  );
}
