import { ConfirmEmail, SignedOutLayout } from '@license-console/features';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/** /ConfirmEmail?token=… (designed): the link a profile e-mail change mails to the new address, in any session state. */
export default function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  return (
    <SignedOutLayout>
      <ConfirmEmail token={params.get('token')} linkComponent={RouterLink} className="w-full max-w-form" />
    </SignedOutLayout>
  );
}
