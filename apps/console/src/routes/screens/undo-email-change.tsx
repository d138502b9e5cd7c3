import { ConfirmEmail, SignedOutLayout } from '@license-console/features';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';

/**
 * /UndoEmailChange?token=… (designed): the link an e-mail change mails to the previous address, in any session state
 * (it ends every session of the account, so its owner signs in again afterwards).
 */
export default function UndoEmailChangeScreen() {
  const [params] = useSearchParams();
  return (
    <SignedOutLayout>
      <ConfirmEmail token={params.get('token')} undo linkComponent={RouterLink} className="w-full max-w-form" />
    </SignedOutLayout>
  );
}
